import { IdParams } from '../common-schemas.ts';
import {
  AuditPage,
  AuditQuery,
  DelitoAdmin,
  DelitoCreateBody,
  DelitoUpdateBody,
  ImportQuery,
  ImportResult,
  MergeBody,
  MergeParams,
  MergeResult,
  PlateHistory,
  RegistryPlacaParams,
  RegistryVehiculo,
  VehiculoCreateBody,
  VehiculoListQuery,
  VehiculoPage,
  VehiculoUpdateBody,
} from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const catalogueTags = ['catalogos'];
const auditTags = ['auditoria'];

/**
 * The authority's own data. `GET delito` itself (public list, `todos=1` for administrators) stays
 * in complaints.ts under its spec name.
 */
export const AUTHORITY_ENDPOINTS = {
  createDelito: {
    tags: catalogueTags,
    summary: 'Agregar una infracción',
    body: DelitoCreateBody,
    response: { 201: DelitoAdmin, ...errorResponses(409) },
  },
  updateDelito: {
    tags: catalogueTags,
    summary: 'Renombrar, retirar (activo=false) o reactivar una infracción',
    params: IdParams,
    body: DelitoUpdateBody,
    response: { 200: DelitoAdmin, ...errorResponses(404, 409) },
  },
  listVehiculos: {
    tags: catalogueTags,
    summary: 'Registro de vehículos, paginado; busca por placa, línea o chofer',
    querystring: VehiculoListQuery,
    response: { 200: VehiculoPage, ...errorResponses() },
  },
  createVehiculo: {
    tags: catalogueTags,
    summary: 'Agregar un vehículo al registro',
    body: VehiculoCreateBody,
    response: { 201: RegistryVehiculo, ...errorResponses(409) },
  },
  updateVehiculo: {
    tags: catalogueTags,
    summary: 'Corregir un vehículo del registro',
    params: RegistryPlacaParams,
    body: VehiculoUpdateBody,
    response: { 200: RegistryVehiculo, ...errorResponses(404) },
  },
  importVehiculos: {
    tags: catalogueTags,
    summary: 'Importar vehículos de un XLSX o CSV (multipart, parte "archivo"); simular=1 no cambia nada',
    consumes: ['multipart/form-data'],
    querystring: ImportQuery,
    response: { 200: ImportResult, ...errorResponses(413, 415, 422, 429) },
  },
  mergeList: {
    tags: catalogueTags,
    summary: 'Fusionar valores de una lista (tipo, marca, modelo, linea) en uno',
    params: MergeParams,
    body: MergeBody,
    response: { 200: MergeResult, ...errorResponses() },
  },
  plateHistory: {
    tags: catalogueTags,
    summary: 'Todo sobre una placa: registro, reclamos e inspecciones (más recientes primero)',
    params: RegistryPlacaParams,
    response: { 200: PlateHistory, ...errorResponses() },
  },
  auditoria: {
    tags: auditTags,
    summary: 'Registro de auditoría (solo el administrador principal)',
    querystring: AuditQuery,
    response: { 200: AuditPage, ...errorResponses() },
  },
} satisfies Record<string, EndpointSchema>;
