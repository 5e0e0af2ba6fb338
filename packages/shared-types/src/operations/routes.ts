import type { RouteEntry } from '../route-entry.ts';

/**
 * What the server says about itself: health, metrics, the app's public configuration. Schemas
 * under the same names in ./endpoints.ts.
 */
export const OPERATIONS_ROUTES = {
  health: { method: 'GET', path: '/health', capability: null },
  /** Prometheus; METRICS_TOKEN or loopback only (checked by the route, not by a role). */
  metrics: { method: 'GET', path: '/metrics', capability: null },
  appConfig: { method: 'GET', path: '/appConfig', capability: null },
} as const satisfies Record<string, RouteEntry>;
