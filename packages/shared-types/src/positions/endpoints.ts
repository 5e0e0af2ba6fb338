import { MapConfigResponse, PositionList } from './schemas.ts';
import { NearbyList, NearbyQuery, Track, TrackPeople, TrackQuery } from './track-schemas.ts';
import { errorResponses, type EndpointSchema } from '../define-endpoint.ts';

const tags = ['posiciones'];

export const POSITIONS_ENDPOINTS = {
  listPosicion: {
    tags,
    summary: 'Personal que comparte su ubicación (última posición de menos de 12 horas)',
    response: { 200: PositionList, ...errorResponses() },
  },
  mapConfig: {
    tags,
    summary: 'Fuentes de teselas del mapa (calles y satélite) y sus atribuciones',
    response: { 200: MapConfigResponse },
  },
  personasRecorrido: {
    tags,
    summary: 'Personas cuyo recorrido se puede consultar (cuentas no eliminadas), por nombre',
    response: { 200: TrackPeople, ...errorResponses() },
  },
  recorrido: {
    tags,
    summary: 'Recorrido de una persona en un día de Bolivia (AAAA-MM-DD): puntos en orden, paradas, huecos y distancia',
    querystring: TrackQuery,
    response: { 200: Track, ...errorResponses(404) },
  },
  cerca: {
    tags,
    summary: 'Personas que estuvieron a menos de `radio` metros de un punto entre `desde` y `hasta`, con su mayor acercamiento',
    querystring: NearbyQuery,
    response: { 200: NearbyList, ...errorResponses() },
  },
} satisfies Record<string, EndpointSchema>;
