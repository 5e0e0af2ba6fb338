import type { RouteEntry } from '../route-entry.ts';

/** The citizen's public form and its lookups, and the check of the photos it stored. Schemas under the same names in ./endpoints.ts. */
export const COMPLAINTS_ROUTES = {
  delito: { method: 'GET', path: '/delito', capability: 'submitComplaint', limit: 'public' },
  searchpersona: { method: 'POST', path: '/searchpersona', capability: 'submitComplaint', limit: 'public' },
  searchvehiculo: { method: 'POST', path: '/searchvehiculo', capability: 'submitComplaint', limit: 'public' },
  formulario: { method: 'POST', path: '/formulario', capability: 'submitComplaint', limit: 'public' },
  /** The stored photos against their seals (the periodic check's last run): ADMINISTRADOR. */
  integridadFotos: { method: 'GET', path: '/fotos/integridad', capability: 'checkEvidence' },
} as const satisfies Record<string, RouteEntry>;
