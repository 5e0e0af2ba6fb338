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
import { errorResponses, SIGNED_IN, type EndpointSchema } from '../define-endpoint.ts';

const tags = ['inspecciones'];
const signedIn = errorResponses(...SIGNED_IN);

export const INSPECTIONS_ENDPOINTS = {
  listInsp: {
    tags,
    summary: 'Inspecciones de un día de Bolivia (AAAA-MM-DD), las más recientes primero',
    params: ListInspParams,
    response: { 200: InspectionList, ...signedIn },
  },
  propietario: {
    tags,
    summary: 'Propietario por cédula (null si no está registrado)',
    params: PropietarioParams,
    response: { 200: PropietarioLookup, ...signedIn },
  },
  vehicle: {
    tags,
    summary: 'Vehículo por placa (null si no está registrado)',
    params: VehicleParams,
    response: { 200: VehicleLookup, ...signedIn },
  },
  listTipo: { tags, summary: 'Tipos de vehículo', response: { 200: TipoList, ...signedIn } },
  listMarca: { tags, summary: 'Marcas', response: { 200: MarcaList, ...signedIn } },
  listModelo: { tags, summary: 'Modelos', response: { 200: ModeloList, ...signedIn } },
  listLinea: { tags, summary: 'Líneas', response: { 200: LineaList, ...signedIn } },
  registro: {
    tags,
    summary: 'Propietarios, vehículos y listas cambiados desde `since` (ms), para usar sin conexión',
    querystring: RegistroQuery,
    response: { 200: RegistroResponse, ...signedIn },
  },
  inspection: {
    tags,
    summary: 'Registrar una inspección (con su propietario y vehículo)',
    headers: IdempotencyHeaders,
    body: InspectionBody,
    response: { 201: InspectionCreated, ...errorResponses(...SIGNED_IN, 409, 413, 415, 422) },
  },
  actualizar: {
    tags,
    summary: 'Modificar una inspección propia (nombre del propietario, observación, radicatoria)',
    body: ActualizarBody,
    response: { 200: ActualizarResponse, ...errorResponses(...SIGNED_IN, 404, 413, 415) },
  },
  verificar: {
    tags,
    summary: 'Verificar una ficha de control (público)',
    params: VerificarParams,
    response: { 200: Verificacion, ...errorResponses(404, 429) },
  },
} satisfies Record<string, EndpointSchema>;
