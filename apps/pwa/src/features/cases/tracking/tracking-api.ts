import type { Seguimiento } from '@reclamos/shared-types/cases/schemas';
import { call } from '../../../api/call.ts';

/**
 * GET seguimiento/{codigo}: the public state of a complaint (no personal data), rate-limited. The
 * server lets a browser keep the answer 30 s; a person asking wants it as it is now.
 */
export function fetchSeguimiento(codigo: string, signal?: AbortSignal): Promise<Seguimiento> {
  return call('seguimiento', { params: { codigo } }, { cache: 'no-cache', ...(signal ? { signal } : {}) });
}
