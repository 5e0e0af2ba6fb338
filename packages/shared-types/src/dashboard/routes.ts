import type { RouteEntry } from '../route-entry.ts';

/** Principal's numbers. Schemas under the same names in ./endpoints.ts. */
export const DASHBOARD_ROUTES = {
  resumen: { method: 'GET', path: '/resumen', capability: 'signedIn' },
} as const satisfies Record<string, RouteEntry>;
