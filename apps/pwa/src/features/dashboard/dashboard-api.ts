import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import { call } from '../../api/call.ts';

/** GET resumen: today's and this week's numbers, only the parts the caller's role may see. */
export function fetchResumen(signal?: AbortSignal): Promise<Resumen> {
  return call('resumen', {}, signal ? { signal } : {});
}
