import type {
  InspectionList,
  LineaList,
  MarcaList,
  ModeloList,
  PropietarioLookup,
  RegistroResponse,
  TipoList,
  VehicleLookup,
  Verificacion,
} from '@reclamos/shared-types/schemas/inspections';
import { apiRequest } from '../../api/http.ts';

// Reads of the inspections contract (docs/decisions.md, Inspections). Writes go through the
// outbox: sync/kinds/inspection-create.ts and inspection-update.ts.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export function fetchDay(fecha: string, signal?: AbortSignal): Promise<InspectionList> {
  return apiRequest<InspectionList>(`listInsp/${encodeURIComponent(fecha)}`, withSignal(signal));
}

export function fetchPropietario(cedula: string, signal?: AbortSignal): Promise<PropietarioLookup> {
  return apiRequest<PropietarioLookup>(`propietario/${encodeURIComponent(cedula)}`, withSignal(signal));
}

export function fetchVehicle(placa: string, signal?: AbortSignal): Promise<VehicleLookup> {
  return apiRequest<VehicleLookup>(`vehicle/${encodeURIComponent(placa)}`, withSignal(signal));
}

export interface RemoteLists {
  tipo: string[];
  marca: string[];
  modelo: string[];
  linea: string[];
}

export async function fetchLists(signal?: AbortSignal): Promise<RemoteLists> {
  const [tipos, marcas, modelos, lineas] = await Promise.all([
    apiRequest<TipoList>('listTipo', withSignal(signal)),
    apiRequest<MarcaList>('listMarca', withSignal(signal)),
    apiRequest<ModeloList>('listModelo', withSignal(signal)),
    apiRequest<LineaList>('listLinea', withSignal(signal)),
  ]);
  return {
    tipo: tipos.map((item) => item.nombre),
    marca: marcas.map((item) => item.marca),
    modelo: modelos.map((item) => item.modelo),
    linea: lineas.map((item) => item.linea),
  };
}

export function fetchRegistro(since: number, signal?: AbortSignal): Promise<RegistroResponse> {
  return apiRequest<RegistroResponse>(`registro?since=${since}`, withSignal(signal));
}

/** The public check of a sheet's QR code: no session goes with it. */
export function fetchVerificacion(uuid: string, signal?: AbortSignal): Promise<Verificacion> {
  return apiRequest<Verificacion>(`verificar/${encodeURIComponent(uuid)}`, { withSession: false, ...withSignal(signal) });
}
