import type { RouteEntry } from '../route-entry.ts';

/** The citizen's public form and its lookups. Schemas under the same names in ./endpoints.ts. */
export const COMPLAINTS_ROUTES = {
  delito: { method: 'GET', path: '/delito', capability: 'submitComplaint', limit: 'public' },
  searchpersona: { method: 'POST', path: '/searchpersona', capability: 'submitComplaint', limit: 'public' },
  searchvehiculo: { method: 'POST', path: '/searchvehiculo', capability: 'submitComplaint', limit: 'public' },
  formulario: { method: 'POST', path: '/formulario', capability: 'submitComplaint', limit: 'public' },
} as const satisfies Record<string, RouteEntry>;
