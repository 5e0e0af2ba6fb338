import type { RouteEntry } from '../route-entry.ts';

/**
 * What happens to a complaint after it is filed: the staff's report, PDFs and photos, states,
 * assignment, notes, the citizen's follow-up and Open311 GeoReport v2 (read-only, no personal
 * data). Schemas under the same names in ./endpoints.ts.
 */
export const CASES_ROUTES = {
  reportFecha: { method: 'POST', path: '/reportFecha', capability: 'viewReports' },
  generatePdf: { method: 'GET', path: '/generatePdf/:id', capability: 'viewReports' },
  complaintPhoto: { method: 'GET', path: '/images/:file', capability: 'viewReports' },
  estadoReclamo: { method: 'POST', path: '/estadoReclamo/:id', capability: 'viewReports' },
  estadoReclamos: { method: 'POST', path: '/estadoReclamos', capability: 'viewReports' },
  asignarReclamo: { method: 'POST', path: '/asignarReclamo/:id', capability: 'viewReports' },
  notaReclamo: { method: 'POST', path: '/notaReclamo/:id', capability: 'viewReports' },
  reclamo: { method: 'GET', path: '/reclamo/:id', capability: 'viewReports' },
  asignables: { method: 'GET', path: '/asignables', capability: 'viewReports' },
  seguimiento: { method: 'GET', path: '/seguimiento/:codigo', capability: null, limit: 'public' },
  seguirReclamo: { method: 'POST', path: '/seguimiento/:codigo/suscripcion', capability: null, limit: 'public' },
  dejarDeSeguir: { method: 'DELETE', path: '/seguimiento/:codigo/suscripcion', capability: null, limit: 'public' },
  open311Discovery: { method: 'GET', path: '/open311/discovery.:format', capability: null, limit: 'public', errors: 'open311' },
  open311Services: { method: 'GET', path: '/open311/v2/services.:format', capability: null, limit: 'public', errors: 'open311' },
  open311Requests: { method: 'GET', path: '/open311/v2/requests.:format', capability: null, limit: 'public', errors: 'open311' },
  open311Request: { method: 'GET', path: '/open311/v2/requests/:id.:format', capability: null, limit: 'public', errors: 'open311' },
} as const satisfies Record<string, RouteEntry>;
