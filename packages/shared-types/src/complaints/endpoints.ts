import { Type } from '@sinclair/typebox';
import { DelitoCatalogue, DelitoQuery } from '../authority/schemas.ts';
import {
  FormularioResponse,
  PhotoIntegrity,
  SearchPersonaBody,
  SearchPersonaResponse,
  SearchVehiculoBody,
  SearchVehiculoResponse,
} from './schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const publicTags = ['reclamos'];

/** The device's UUID for a queued create (docs/offline.md, "Idempotency keys"); absent, the server makes one. */
export const IdempotencyHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ maxLength: 64 })) });

export const COMPLAINTS_ENDPOINTS = {
  /** Active infractions `{id, detalle}`; `todos=1` (ADMINISTRADOR): all, with `activo`. */
  delito: {
    tags: publicTags,
    summary: 'Catálogo de infracciones',
    querystring: DelitoQuery,
    response: { 200: DelitoCatalogue, ...errorResponses(401, 403) },
  },
  searchpersona: {
    tags: publicTags,
    summary: 'Buscar persona por cédula',
    body: SearchPersonaBody,
    response: { 200: SearchPersonaResponse, ...errorResponses() },
  },
  searchvehiculo: {
    tags: publicTags,
    summary: 'Buscar vehículo por placa',
    body: SearchVehiculoBody,
    response: { 200: SearchVehiculoResponse, ...errorResponses() },
  },
  formulario: {
    tags: publicTags,
    summary: 'Registrar un reclamo con su foto (multipart: campos de FormularioFields e imagen)',
    consumes: ['multipart/form-data'],
    headers: IdempotencyHeaders,
    response: { 201: FormularioResponse, ...errorResponses(409, 413, 415, 422) },
  },
  /** The last run of the periodic check (one is run first when none has finished since the start). */
  integridadFotos: {
    tags: ['reportes'],
    summary: 'Fotos cuyo contenido ya no coincide con el SHA-256 sellado al recibirlas',
    response: { 200: PhotoIntegrity, ...errorResponses() },
  },
} satisfies Record<string, EndpointSchema>;
