import { Type } from '@sinclair/typebox';
import { DelitoCatalogue, DelitoQuery } from '../schemas/authority.ts';
import { IdParams } from '../schemas/common.ts';
import {
  FormularioResponse,
  SearchPersonaBody,
  SearchPersonaResponse,
  SearchVehiculoBody,
  SearchVehiculoResponse,
} from '../schemas/complaints.ts';
import { ReportFechaFilters, ReportList } from '../schemas/workflow.ts';
import { errorResponses, SIGNED_IN, type EndpointSchema } from './define.ts';

const publicTags = ['reclamos'];
const reportTags = ['reportes'];

/** The device's UUID for a queued create (OFFLINE.md); absent, the server makes one. */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 64 })) });

export const COMPLAINT_ENDPOINTS = {
  /** Active infractions `{id, detalle}`; `todos=1` (ADMINISTRADOR, issue 14): all, with `activo`. */
  delito: {
    tags: publicTags,
    summary: 'Catálogo de infracciones',
    querystring: DelitoQuery,
    response: { 200: DelitoCatalogue, ...errorResponses(401, 403, 429) },
  },
  searchpersona: {
    tags: publicTags,
    summary: 'Buscar persona por cédula',
    body: SearchPersonaBody,
    response: { 200: SearchPersonaResponse, ...errorResponses(429) },
  },
  searchvehiculo: {
    tags: publicTags,
    summary: 'Buscar vehículo por placa',
    body: SearchVehiculoBody,
    response: { 200: SearchVehiculoResponse, ...errorResponses(429) },
  },
  formulario: {
    tags: publicTags,
    summary: 'Registrar un reclamo con su foto (multipart: campos de FormularioFields e imagen)',
    consumes: ['multipart/form-data'],
    headers: IdempotencyHeaders,
    response: { 201: FormularioResponse, ...errorResponses(409, 413, 415, 422, 429) },
  },
  reportFecha: {
    tags: reportTags,
    summary: 'Reclamos entre dos fechas (inclusive, días de Bolivia), con filtros opcionales de estado, asignado y vencido',
    body: ReportFechaFilters,
    response: { 200: ReportList, ...errorResponses(...SIGNED_IN) },
  },
  generatePdf: {
    tags: reportTags,
    summary: 'El reclamo en PDF (A4)',
    params: IdParams,
    produces: ['application/pdf'],
    response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses(...SIGNED_IN, 404) },
  },
  complaintPhoto: {
    tags: reportTags,
    summary: 'La foto de un reclamo',
    params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{32}\\.(jpg|png|webp)$', maxLength: 40 }) }),
    produces: ['image/jpeg'],
    response: { 200: Type.Unknown({ description: 'image/jpeg' }), ...errorResponses(...SIGNED_IN, 404) },
  },
} satisfies Record<string, EndpointSchema>;
