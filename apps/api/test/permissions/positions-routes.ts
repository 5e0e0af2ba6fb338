import { SIGNED_IN, type PrincipalKind } from './principals.ts';

/** position map: listPosicion (the roles table, shared-types permissions.ts). */
const MAP_VIEWERS: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];

export const POSITIONS_ROUTES = {
  'GET /api/listPosicion': {
    url: '/api/listPosicion',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
  'GET /api/mapConfig': { url: '/api/mapConfig', expected: () => 200 },
} as const;
