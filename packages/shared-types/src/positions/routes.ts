import type { RouteEntry } from '../route-entry.ts';

/**
 * The live map: the list of positions and its tiles. Schemas under the same names in
 * ./endpoints.ts.
 */
export const POSITIONS_ROUTES = {
  listPosicion: { method: 'GET', path: '/listPosicion', capability: 'viewPositions' },
  mapConfig: { method: 'GET', path: '/mapConfig', capability: null },
} as const satisfies Record<string, RouteEntry>;
