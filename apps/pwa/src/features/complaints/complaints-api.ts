import type { DelitoList, SearchPersonaResponse, SearchVehiculoResponse } from '@reclamos/shared-types/complaints/schemas';
import { call } from '../../api/call.ts';

// The public form acts for a citizen: no session goes with its calls, even on a staff phone.
// (The complaint itself is sent by the outbox: features/complaints/outbox.ts.)

export function fetchDelitos(signal?: AbortSignal): Promise<DelitoList> {
  return call('delito', {}, { withSession: false, ...(signal ? { signal } : {}) });
}

export function searchPersona(cedula: string, signal?: AbortSignal): Promise<SearchPersonaResponse> {
  return call('searchpersona', { body: { cedula } }, { withSession: false, ...(signal ? { signal } : {}) });
}

export function searchVehiculo(placa: string, signal?: AbortSignal): Promise<SearchVehiculoResponse> {
  return call('searchvehiculo', { body: { placa } }, { withSession: false, ...(signal ? { signal } : {}) });
}

/**
 * GET seguimiento/{codigo}: the public state of a complaint (no personal data), rate-limited. The
 * server lets a browser keep the answer 30 s; a person or the phone asking wants it as it is now.
 */
export function fetchSeguimiento(codigo: string, signal?: AbortSignal) {
  return call('seguimiento', { params: { codigo } }, { withSession: false, cache: 'no-cache', ...(signal ? { signal } : {}) });
}
