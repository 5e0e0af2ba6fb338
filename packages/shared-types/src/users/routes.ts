import type { RouteEntry } from '../route-entry.ts';

/**
 * User administration: the principal administrator's (id 1). Schemas under the same names in
 * ./endpoints.ts.
 */
export const USERS_ROUTES = {
  listUsers: { method: 'GET', path: '/user', capability: 'manageUsers' },
  createUser: { method: 'POST', path: '/user', capability: 'manageUsers' },
  updateUser: { method: 'PUT', path: '/user/:id', capability: 'manageUsers' },
  deleteUser: { method: 'DELETE', path: '/user/:id', capability: 'manageUsers' },
  cambioEstado: { method: 'POST', path: '/cambioEstado/:id', capability: 'manageUsers' },
  updatePassword: { method: 'PUT', path: '/updatePassword/:id', capability: 'manageUsers' },
} as const satisfies Record<string, RouteEntry>;
