import { MapConfigResponse, PositionList } from './schemas.ts';
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
} satisfies Record<string, EndpointSchema>;
