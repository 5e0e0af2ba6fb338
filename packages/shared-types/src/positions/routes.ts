import type { RouteEntry } from '../route-entry.ts';

/**
 * The live map: the list of positions and its tiles; the day's track and "who was near". Schemas under the same names in
 * ./endpoints.ts.
 */
export const POSITIONS_ROUTES = {
  listPosicion: { method: 'GET', path: '/listPosicion', capability: 'viewPositions' },
  mapConfig: { method: 'GET', path: '/mapConfig', capability: null },
  /** The people whose track may be asked for (everyone who may share a position). */
  personasRecorrido: { method: 'GET', path: '/posiciones/personas', capability: 'viewTracks' },
  /** A person's day: path, stops, gaps, distance. Each look is an audit row. */
  recorrido: { method: 'GET', path: '/posiciones/recorrido', capability: 'viewTracks' },
  /** Who was within a radius of a point in a time window. Each look is an audit row. */
  cerca: { method: 'GET', path: '/posiciones/cerca', capability: 'viewTracks' },
} as const satisfies Record<string, RouteEntry>;
