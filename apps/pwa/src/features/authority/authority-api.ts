import type { ListKind } from '@reclamos/shared-types/authority/values';
import type {
  AuditPage,
  AuditQuery,
  DelitoAdmin,
  DelitoCatalogue,
  DelitoUpdateBody,
  ImportResult,
  MergeBody,
  MergeResult,
  PlateHistory,
  RegistryVehiculo,
  VehiculoCreateBody,
  VehiculoListQuery,
  VehiculoPage,
  VehiculoUpdateBody,
} from '@reclamos/shared-types/authority/schemas';
import type { UserList } from '@reclamos/shared-types/users/schemas';
import { call, callUpload } from '../../api/call.ts';

// The authority's own data: calls of the contract's authority endpoints, by name.

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Every infraction, retired ones too, with `activo` (ADMINISTRADOR). */
export function listAllDelitos(signal?: AbortSignal): Promise<DelitoCatalogue> {
  // The whole catalogue is the administrator's (checked by the route): the public list needs no session.
  return call('delito', { query: { todos: '1' } }, { withSession: true, ...withSignal(signal) });
}

export function createDelito(detalle: string): Promise<DelitoAdmin> {
  return call('createDelito', { body: { detalle } });
}

export function updateDelito(id: number, body: DelitoUpdateBody): Promise<DelitoAdmin> {
  return call('updateDelito', { params: { id }, body });
}

export function listVehiculos(query: VehiculoListQuery, signal?: AbortSignal): Promise<VehiculoPage> {
  return call('listVehiculos', { query }, withSignal(signal));
}

export function createVehiculo(body: VehiculoCreateBody): Promise<RegistryVehiculo> {
  return call('createVehiculo', { body });
}

export function updateVehiculo(placa: string, body: VehiculoUpdateBody): Promise<RegistryVehiculo> {
  return call('updateVehiculo', { params: { placa }, body });
}

/** The fleet file as the server reads it: `simular` answers the plan and changes nothing. */
export function importVehiculos(file: File, simular: boolean): Promise<ImportResult> {
  const form = new FormData();
  form.append('archivo', file, file.name);
  return callUpload('importVehiculos', { query: { simular: simular ? '1' : '0' } }, form);
}

/** The values of one suggestion list, as their texts. */
export async function listValues(kind: ListKind, signal?: AbortSignal): Promise<string[]> {
  const options = withSignal(signal);
  switch (kind) {
    case 'tipo':
      return (await call('listTipo', {}, options)).map((item) => item.nombre);
    case 'marca':
      return (await call('listMarca', {}, options)).map((item) => item.marca);
    case 'modelo':
      return (await call('listModelo', {}, options)).map((item) => item.modelo);
    case 'linea':
      return (await call('listLinea', {}, options)).map((item) => item.linea);
  }
}

export function mergeListValues(kind: ListKind, body: MergeBody): Promise<MergeResult> {
  return call('mergeList', { params: { tipo: kind }, body });
}

export function fetchPlateHistory(placa: string, signal?: AbortSignal): Promise<PlateHistory> {
  return call('plateHistory', { params: { placa } }, withSignal(signal));
}

export function fetchAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  return call('auditoria', { query }, withSignal(signal));
}

/** The accounts for the audit trail's 'Usuario' filter (the same principal admin reads both). */
export function listAccounts(signal?: AbortSignal): Promise<UserList> {
  return call('listUsers', {}, withSignal(signal));
}
