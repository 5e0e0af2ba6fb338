import { Type } from '@sinclair/typebox';
import { IdParams } from '../common-schemas.ts';
import {
  Open311Discovery,
  Open311FormatParams,
  Open311JurisdictionQuery,
  Open311RequestList,
  Open311RequestParams,
  Open311RequestsQuery,
  Open311ServiceList,
} from './open311-schemas.ts';
import { PushFollowResponse, PushSubscriptionBody, PushUnsubscribeBody } from './push-schemas.ts';
import {
  AsignarReclamoBody,
  AssignableStaff,
  ComplaintDetail,
  EstadoReclamoBody,
  EstadoReclamosBody,
  EstadoReclamosResponse,
  NotaReclamoBody,
  ReportFechaFilters,
  ReportList,
  Seguimiento,
  SeguimientoParams,
} from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const reportTags = ['reportes'];
const publicTags = ['reclamos'];
const open311Tags = ['open311'];

/** What happens to a complaint after it is filed: the report, states, assignment, notes, the citizen's follow-up, Open311. */
export const CASES_ENDPOINTS = {
  reportFecha: {
    tags: reportTags,
    summary: 'Reclamos entre dos fechas (inclusive, días de Bolivia), con filtros opcionales de estado, asignado y vencido',
    body: ReportFechaFilters,
    response: { 200: ReportList, ...errorResponses() },
  },
  generatePdf: {
    tags: reportTags,
    summary: 'El reclamo en PDF (A4)',
    params: IdParams,
    produces: ['application/pdf'],
    response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses(404) },
  },
  complaintPhoto: {
    tags: reportTags,
    summary: 'La foto de un reclamo',
    params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{32}\\.(jpg|png|webp)$', maxLength: 40 }) }),
    produces: ['image/jpeg'],
    response: { 200: Type.Unknown({ description: 'image/jpeg' }), ...errorResponses(404) },
  },
  estadoReclamo: {
    tags: reportTags,
    summary: 'Cambiar el estado de un reclamo (cerrar pide motivo; DUPLICADO pide duplicadoDe; reabrir, solo ADMINISTRADOR)',
    params: IdParams,
    body: EstadoReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(404, 409) },
  },
  estadoReclamos: {
    tags: reportTags,
    summary: 'Cambiar varios reclamos a un mismo estado (cada uno por separado)',
    body: EstadoReclamosBody,
    response: { 200: EstadoReclamosResponse, ...errorResponses() },
  },
  asignarReclamo: {
    tags: reportTags,
    summary: 'Asignar un reclamo a un funcionario (null lo deja sin asignar)',
    params: IdParams,
    body: AsignarReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(404) },
  },
  notaReclamo: {
    tags: reportTags,
    summary: 'Agregar una nota interna a un reclamo (nunca se muestra al ciudadano)',
    params: IdParams,
    body: NotaReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(404) },
  },
  reclamo: {
    tags: reportTags,
    summary: 'Un reclamo con su estado, historial, notas y posibles duplicados',
    params: IdParams,
    response: { 200: ComplaintDetail, ...errorResponses(404) },
  },
  asignables: {
    tags: reportTags,
    summary: 'Funcionarios activos a quienes se puede asignar un reclamo',
    response: { 200: AssignableStaff, ...errorResponses() },
  },
  seguimiento: {
    tags: publicTags,
    summary: 'Estado público de un reclamo por su código (sin datos personales)',
    params: SeguimientoParams,
    response: { 200: Seguimiento, ...errorResponses(404) },
  },
  seguirReclamo: {
    tags: publicTags,
    summary: 'Avisos Web Push de los cambios de un reclamo a este teléfono (cuerpo: la PushSubscription del navegador)',
    params: SeguimientoParams,
    body: PushSubscriptionBody,
    response: { 201: PushFollowResponse, ...errorResponses(404, 409) },
  },
  dejarDeSeguir: {
    tags: publicTags,
    summary: 'Quita los avisos Web Push de un reclamo a este teléfono',
    params: SeguimientoParams,
    body: PushUnsubscribeBody,
    response: { 200: PushFollowResponse, ...errorResponses(404) },
  },
  open311Discovery: {
    tags: open311Tags,
    summary: 'Open311: descubrimiento del servicio (dónde está GeoReport v2 y en qué formatos), JSON o XML',
    params: Open311FormatParams,
    response: { 200: Open311Discovery, ...errorResponses() },
  },
  open311Services: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: servicios (las infracciones vigentes), JSON o XML',
    params: Open311FormatParams,
    querystring: Open311JurisdictionQuery,
    response: { 200: Open311ServiceList, ...errorResponses() },
  },
  open311Requests: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: reclamos (sin datos personales), a lo sumo 1000, los más recientes primero, JSON o XML',
    params: Open311FormatParams,
    querystring: Open311RequestsQuery,
    response: { 200: Open311RequestList, ...errorResponses() },
  },
  open311Request: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: un reclamo por su identificador público, JSON o XML',
    params: Open311RequestParams,
    querystring: Open311JurisdictionQuery,
    response: { 200: Open311RequestList, ...errorResponses(404) },
  },
} satisfies Record<string, EndpointSchema>;
