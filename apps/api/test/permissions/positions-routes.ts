import { SIGNED_IN, type PrincipalKind } from './principals.ts';

/** position map: listPosicion and the tracks (the roles table, shared-types permissions.ts). */
const MAP_VIEWERS: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];

export const POSITIONS_ROUTES = {
  'GET /api/listPosicion': {
    url: '/api/listPosicion',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
  'GET /api/mapConfig': { url: '/api/mapConfig', expected: () => 200 },
  // Tracks (viewTracks): the same supervisors as the live map; field staff never see each other's day.
  'GET /api/posiciones/personas': {
    url: '/api/posiciones/personas',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
  'GET /api/posiciones/recorrido': {
    url: '/api/posiciones/recorrido?usuario=1&dia=2026-11-20',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
  'GET /api/posiciones/cerca': {
    url: '/api/posiciones/cerca?lat=-17.97&lng=-67.11&radio=100&desde=2026-11-20T14:00:00Z&hasta=2026-11-20T15:00:00Z',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
} as const;
