import type {
  InspectionList,
  PropietarioLookup,
  RegistroResponse,
  VehicleLookup,
  Verificacion,
} from '@reclamos/shared-types/inspections/schemas';
import { API_BASE } from '@reclamos/shared-types/endpoint-routes';
import { call, endpointPath } from '../../api/call.ts';

// Reads of the inspections contract (docs/decisions.md, Inspections). Writes go through the
// outbox: features/inspections/outbox.ts.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchDay(fecha: string, signal?: AbortSignal): Promise<InspectionList> {
  return call('listInsp', { params: { fecha } }, withSignal(signal));
}

export function fetchPropietario(cedula: string, signal?: AbortSignal): Promise<PropietarioLookup> {
  return call('propietario', { params: { cedula } }, withSignal(signal));
}

export function fetchVehicle(placa: string, signal?: AbortSignal): Promise<VehicleLookup> {
  return call('vehicle', { params: { placa } }, withSignal(signal));
}

export interface RemoteLists {
  tipo: string[];
  marca: string[];
  modelo: string[];
  linea: string[];
}

export async function fetchLists(signal?: AbortSignal): Promise<RemoteLists> {
  const [tipos, marcas, modelos, lineas] = await Promise.all([
    call('listTipo', {}, withSignal(signal)),
    call('listMarca', {}, withSignal(signal)),
    call('listModelo', {}, withSignal(signal)),
    call('listLinea', {}, withSignal(signal)),
  ]);
  return {
    tipo: tipos.map((item) => item.nombre),
    marca: marcas.map((item) => item.marca),
    modelo: modelos.map((item) => item.modelo),
    linea: lineas.map((item) => item.linea),
  };
}

export function fetchRegistro(since: number, signal?: AbortSignal): Promise<RegistroResponse> {
  return call('registro', { query: { since } }, withSignal(signal));
}

/** GET verificar/{uuid}/pdf: the sheet signed by the server, a plain link (public, no session). */
export function signedSheetUrl(uuid: string): string {
  return `${API_BASE}/${endpointPath('verificarPdf', { params: { uuid } })}`;
}

/** The public check of a sheet's QR code: no session goes with it. */
export function fetchVerificacion(uuid: string, signal?: AbortSignal): Promise<Verificacion> {
  return call('verificar', { params: { uuid } }, withSignal(signal));
}
