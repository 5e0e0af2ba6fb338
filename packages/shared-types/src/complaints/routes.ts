import type { RouteEntry } from '../route-entry.ts';

/** The citizen's public form and its lookups, and the check of the photos it stored. Schemas under the same names in ./endpoints.ts. */
export const COMPLAINTS_ROUTES = {
  delito: { method: 'GET', path: '/delito', capability: 'submitComplaint', limit: 'public' },
  searchpersona: { method: 'POST', path: '/searchpersona', capability: 'submitComplaint', limit: 'public' },
  searchvehiculo: { method: 'POST', path: '/searchvehiculo', capability: 'submitComplaint', limit: 'public' },
  formulario: { method: 'POST', path: '/formulario', capability: 'submitComplaint', limit: 'public' },
  /** The stored photos against their seals (the periodic check's last run): ADMINISTRADOR. */
  integridadFotos: { method: 'GET', path: '/fotos/integridad', capability: 'checkEvidence' },
  /** The redaction boxes of a complaint's photo (staff's once reviewed, the face detector's before), and replacing them. */
  fotoRecuadros: { method: 'GET', path: '/reclamo/:id/foto/recuadros', capability: 'viewReports' },
  guardarFotoRecuadros: { method: 'PUT', path: '/reclamo/:id/foto/recuadros', capability: 'viewReports' },
  fotoSugerencias: { method: 'GET', path: '/reclamo/:id/foto/sugerencias', capability: 'viewReports' },
  /** The sealed original, unredacted: ADMINISTRADOR, every look audited. */
  fotoOriginal: { method: 'GET', path: '/reclamo/:id/foto/original', capability: 'viewOriginalPhoto' },
} as const satisfies Record<string, RouteEntry>;
