import { Type } from '@sinclair/typebox';
import {
  ActualizarBody,
  ActualizarResponse,
  InspectionBody,
  InspectionCreated,
  InspectionList,
  LineaList,
  ListInspParams,
  MarcaList,
  ModeloList,
  PropietarioLookup,
  PropietarioParams,
  RegistroQuery,
  RegistroResponse,
  TipoList,
  Verificacion,
  VerificarParams,
  VehicleLookup,
  VehicleParams,
} from './schemas.ts';
import { IdempotencyHeaders } from '../complaints/endpoints.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const tags = ['inspecciones'];
const errors = errorResponses();

export const INSPECTIONS_ENDPOINTS = {
  listInsp: {
    tags,
    summary: 'Inspecciones de un día de Bolivia (AAAA-MM-DD), las más recientes primero',
    params: ListInspParams,
    response: { 200: InspectionList, ...errors },
  },
  propietario: {
    tags,
    summary: 'Propietario por cédula (null si no está registrado)',
    params: PropietarioParams,
    response: { 200: PropietarioLookup, ...errors },
  },
  vehicle: {
    tags,
    summary: 'Vehículo por placa (null si no está registrado)',
    params: VehicleParams,
    response: { 200: VehicleLookup, ...errors },
  },
  listTipo: { tags, summary: 'Tipos de vehículo', response: { 200: TipoList, ...errors } },
  listMarca: { tags, summary: 'Marcas', response: { 200: MarcaList, ...errors } },
  listModelo: { tags, summary: 'Modelos', response: { 200: ModeloList, ...errors } },
  listLinea: { tags, summary: 'Líneas', response: { 200: LineaList, ...errors } },
  registro: {
    tags,
    summary: 'Propietarios, vehículos y listas cambiados desde `since` (ms), para usar sin conexión',
    querystring: RegistroQuery,
    response: { 200: RegistroResponse, ...errors },
  },
  inspection: {
    tags,
    summary: 'Registrar una inspección (con su propietario y vehículo)',
    headers: IdempotencyHeaders,
    body: InspectionBody,
    response: { 201: InspectionCreated, ...errorResponses(409, 413, 415, 422) },
  },
  actualizar: {
    tags,
    summary: 'Modificar una inspección propia (nombre del propietario, observación, radicatoria)',
    body: ActualizarBody,
    response: { 200: ActualizarResponse, ...errorResponses(404, 413, 415) },
  },
  verificar: {
    tags,
    summary: 'Verificar una ficha de control (público)',
    params: VerificarParams,
    response: { 200: Verificacion, ...errorResponses(404) },
  },
  verificarPdf: {
    tags,
    summary: 'La ficha de control firmada por el servidor, en PDF (público)',
    params: VerificarParams,
    produces: ['application/pdf'],
    response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses(404) },
  },
} satisfies Record<string, EndpointSchema>;
