import type { SosAlert } from '@reclamos/shared-types/sos/schemas';
import { call } from '../../api/call.ts';

export function fetchOpenAlerts(): Promise<SosAlert[]> {
  return call('sosList', { query: { abiertas: 1 } });
}

export function fetchAlert(id: number): Promise<SosAlert> {
  return call('sosGet', { params: { id } });
}

export function attendAlert(id: number): Promise<SosAlert> {
  return call('sosAtender', { params: { id } });
}
