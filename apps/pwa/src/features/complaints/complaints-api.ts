import type {
  DelitoList,
  SearchPersonaResponse,
  SearchVehiculoResponse,
} from '@reclamos/shared-types/schemas/complaints';
import { apiRequest } from '../../api/http.ts';

// The public form acts for a citizen: no session goes with its calls, even on a staff phone.
// (The complaint itself is sent by the outbox: sync/kinds/complaint-create.ts.)

export function fetchDelitos(signal?: AbortSignal): Promise<DelitoList> {
  return apiRequest<DelitoList>('delito', { withSession: false, ...(signal ? { signal } : {}) });
}

export function searchPersona(cedula: string, signal?: AbortSignal): Promise<SearchPersonaResponse> {
  return apiRequest<SearchPersonaResponse>('searchpersona', {
    method: 'POST',
    body: { cedula },
    withSession: false,
    ...(signal ? { signal } : {}),
  });
}

export function searchVehiculo(placa: string, signal?: AbortSignal): Promise<SearchVehiculoResponse> {
  return apiRequest<SearchVehiculoResponse>('searchvehiculo', {
    method: 'POST',
    body: { placa },
    withSession: false,
    ...(signal ? { signal } : {}),
  });
}
