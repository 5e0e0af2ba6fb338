import { Type } from '@sinclair/typebox';
import { DelitoCatalogue, DelitoQuery } from '../authority/schemas.ts';
import { IdParams } from '../common-schemas.ts';
import {
  FormularioResponse,
  PhotoBoxes,
  PhotoBoxesBody,
  PhotoIntegrity,
  PhotoSuggestions,
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
  fotoRecuadros: {
    tags: ['reportes'],
    summary: 'Los recuadros negros de la foto de un reclamo (los confirmados si fue revisada, si no los sugeridos) y su revisión',
    params: IdParams,
    response: { 200: PhotoBoxes, ...errorResponses(404) },
  },
  /** Fractions of the upright photo (0..1, inside it, width and height > 0), at most REDACTION_LIMITS.maxBoxes. */
  guardarFotoRecuadros: {
    tags: ['reportes'],
    summary: 'Reemplazar los recuadros de la foto (la marca revisada por quien llama; queda en la auditoría)',
    params: IdParams,
    body: PhotoBoxesBody,
    response: { 200: PhotoBoxes, ...errorResponses(404) },
  },
  fotoSugerencias: {
    tags: ['reportes'],
    summary: 'Los rostros que encontró el detector en la foto ("pendiente" mientras no la revisó)',
    params: IdParams,
    response: { 200: PhotoSuggestions, ...errorResponses(404) },
  },
  fotoOriginal: {
    tags: ['reportes'],
    summary: 'La foto original sellada, sin recuadros (cada consulta queda en la auditoría)',
    params: IdParams,
    produces: ['image/jpeg', 'image/png', 'image/webp'],
    response: { 200: Type.Unknown({ description: 'la foto tal como llegó' }), ...errorResponses(404) },
  },
} satisfies Record<string, EndpointSchema>;
