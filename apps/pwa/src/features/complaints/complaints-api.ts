import type { DelitoList, SearchPersonaResponse, SearchVehiculoResponse } from '@reclamos/shared-types/complaints/schemas';
import { call } from '../../api/call.ts';

// The public form acts for a citizen: no session goes with its calls, even on a staff phone
// (call() sends none to an endpoint anyone may call). The complaint itself is sent by the outbox
// (./outbox.ts).

export function fetchDelitos(signal?: AbortSignal): Promise<DelitoList> {
  return call('delito', {}, signal ? { signal } : {});
}

export function searchPersona(cedula: string, signal?: AbortSignal): Promise<SearchPersonaResponse> {
  return call('searchpersona', { body: { cedula } }, signal ? { signal } : {});
}

export function searchVehiculo(placa: string, signal?: AbortSignal): Promise<SearchVehiculoResponse> {
  return call('searchvehiculo', { body: { placa } }, signal ? { signal } : {});
}

/**
 * GET seguimiento/{codigo}: the state of a complaint made on this phone (no personal data),
 * rate-limited. The server lets a browser keep the answer 30 s; the phone wants it as it is now.
 */
export function fetchSeguimiento(codigo: string, signal?: AbortSignal) {
  return call('seguimiento', { params: { codigo } }, { cache: 'no-cache', ...(signal ? { signal } : {}) });
}
