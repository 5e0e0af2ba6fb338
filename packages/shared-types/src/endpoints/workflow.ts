import { IdParams } from '../schemas/common.ts';
import { Open311RequestList, Open311RequestParams, Open311RequestsQuery, Open311ServiceList } from '../schemas/open311.ts';
import {
  AsignarReclamoBody,
  AssignableStaff,
  ComplaintDetail,
  EstadoReclamoBody,
  EstadoReclamosBody,
  EstadoReclamosResponse,
  NotaReclamoBody,
  Resumen,
  Seguimiento,
  SeguimientoParams,
} from '../schemas/workflow.ts';
import { errorResponses, SIGNED_IN, type EndpointSchema } from './define.ts';

const reportTags = ['reportes'];
const publicTags = ['reclamos'];
const open311Tags = ['open311'];

/** The complaint workflow (issue 13): states, assignment, notes, the citizen's status, the dashboard, Open311. */
export const WORKFLOW_ENDPOINTS = {
  estadoReclamo: {
    tags: reportTags,
    summary: 'Cambiar el estado de un reclamo (cerrar pide motivo; DUPLICADO pide duplicadoDe; reabrir, solo ADMINISTRADOR)',
    params: IdParams,
    body: EstadoReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(...SIGNED_IN, 404, 409) },
  },
  estadoReclamos: {
    tags: reportTags,
    summary: 'Cambiar varios reclamos a un mismo estado (cada uno por separado)',
    body: EstadoReclamosBody,
    response: { 200: EstadoReclamosResponse, ...errorResponses(...SIGNED_IN) },
  },
  asignarReclamo: {
    tags: reportTags,
    summary: 'Asignar un reclamo a un funcionario (null lo deja sin asignar)',
    params: IdParams,
    body: AsignarReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(...SIGNED_IN, 404) },
  },
  notaReclamo: {
    tags: reportTags,
    summary: 'Agregar una nota interna a un reclamo (nunca se muestra al ciudadano)',
    params: IdParams,
    body: NotaReclamoBody,
    response: { 200: ComplaintDetail, ...errorResponses(...SIGNED_IN, 404) },
  },
  reclamo: {
    tags: reportTags,
    summary: 'Un reclamo con su estado, historial, notas y posibles duplicados',
    params: IdParams,
    response: { 200: ComplaintDetail, ...errorResponses(...SIGNED_IN, 404) },
  },
  asignables: {
    tags: reportTags,
    summary: 'Funcionarios activos a quienes se puede asignar un reclamo',
    response: { 200: AssignableStaff, ...errorResponses(...SIGNED_IN) },
  },
  resumen: {
    tags: reportTags,
    summary: 'Números del día y de la semana para la página Principal, según lo que el rol puede ver',
    response: { 200: Resumen, ...errorResponses(...SIGNED_IN) },
  },
  seguimiento: {
    tags: publicTags,
    summary: 'Estado público de un reclamo por su código (sin datos personales)',
    params: SeguimientoParams,
    response: { 200: Seguimiento, ...errorResponses(404, 429) },
  },
  open311Services: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: servicios (las infracciones)',
    response: { 200: Open311ServiceList, ...errorResponses(429) },
  },
  open311Requests: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: reclamos (sin datos personales), a lo sumo 1000, los más recientes primero',
    querystring: Open311RequestsQuery,
    response: { 200: Open311RequestList, ...errorResponses(429) },
  },
  open311Request: {
    tags: open311Tags,
    summary: 'Open311 GeoReport v2: un reclamo por su código',
    params: Open311RequestParams,
    response: { 200: Open311RequestList, ...errorResponses(404, 429) },
  },
} satisfies Record<string, EndpointSchema>;
