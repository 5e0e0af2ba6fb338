import type { RouteEntry } from '../route-entry.ts';

/**
 * Signing in and out, the session, one's own password. Schemas under the same names in
 * ./endpoints.ts.
 */
export const AUTH_ROUTES = {
  login: { method: 'POST', path: '/login', capability: null },
  me: { method: 'GET', path: '/me', capability: 'signedIn' },
  logout: { method: 'POST', path: '/logout', capability: 'signedIn' },
  changeOwnPassword: { method: 'PUT', path: '/me/password', capability: 'changeOwnPassword' },
} as const satisfies Record<string, RouteEntry>;
