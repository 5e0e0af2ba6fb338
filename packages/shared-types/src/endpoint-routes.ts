import type { Capability } from './permissions.ts';

/**
 * Where every endpoint lives and who may call it: the part of the endpoint table the PWA needs at
 * run time. It holds no schema (plain data, no TypeBox), so importing it costs the public form a
 * few hundred bytes; the schemas of each endpoint are in `endpoints.ts` under the same name.
 * Paths are relative to the API base `/api` and use Fastify's `:param` syntax.
 *
 * `capability` null: anyone, no token looked at. `limit: 'public'`: the per-address rate limit of
 * the public form's calls (PUBLIC_RATE_LIMIT_PER_MINUTE).
 */
export const ROUTES = {
  // System and session
  health: { method: 'GET', path: '/health', capability: null },
  /** Prometheus; METRICS_TOKEN or loopback only (checked by the route, not by a role). */
  metrics: { method: 'GET', path: '/metrics', capability: null },
  appConfig: { method: 'GET', path: '/appConfig', capability: null },
  login: { method: 'POST', path: '/login', capability: null },
  me: { method: 'GET', path: '/me', capability: 'signedIn' },
  logout: { method: 'POST', path: '/logout', capability: 'signedIn' },
  changeOwnPassword: { method: 'PUT', path: '/me/password', capability: 'changeOwnPassword' },
  // Users (spec section 7)
  listUsers: { method: 'GET', path: '/user', capability: 'manageUsers' },
  createUser: { method: 'POST', path: '/user', capability: 'manageUsers' },
  updateUser: { method: 'PUT', path: '/user/:id', capability: 'manageUsers' },
  deleteUser: { method: 'DELETE', path: '/user/:id', capability: 'manageUsers' },
  cambioEstado: { method: 'POST', path: '/cambioEstado/:id', capability: 'manageUsers' },
  updatePassword: { method: 'PUT', path: '/updatePassword/:id', capability: 'manageUsers' },
  // Complaints: the public form and its lookups
  delito: { method: 'GET', path: '/delito', capability: 'submitComplaint', limit: 'public' },
  searchpersona: { method: 'POST', path: '/searchpersona', capability: 'submitComplaint', limit: 'public' },
  searchvehiculo: { method: 'POST', path: '/searchvehiculo', capability: 'submitComplaint', limit: 'public' },
  formulario: { method: 'POST', path: '/formulario', capability: 'submitComplaint', limit: 'public' },
  // Complaints: the staff's reports
  reportFecha: { method: 'POST', path: '/reportFecha', capability: 'viewReports' },
  generatePdf: { method: 'GET', path: '/generatePdf/:id', capability: 'viewReports' },
  complaintPhoto: { method: 'GET', path: '/images/:file', capability: 'viewReports' },
  // Inspections
  listInsp: { method: 'GET', path: '/listInsp/:fecha', capability: 'useInspections' },
  propietario: { method: 'GET', path: '/propietario/:cedula', capability: 'useInspections' },
  vehicle: { method: 'GET', path: '/vehicle/:placa', capability: 'useInspections' },
  listTipo: { method: 'GET', path: '/listTipo', capability: 'useInspections' },
  listMarca: { method: 'GET', path: '/listMarca', capability: 'useInspections' },
  listModelo: { method: 'GET', path: '/listModelo', capability: 'useInspections' },
  listLinea: { method: 'GET', path: '/listLinea', capability: 'useInspections' },
  registro: { method: 'GET', path: '/registro', capability: 'useInspections' },
  inspection: { method: 'POST', path: '/inspection', capability: 'useInspections' },
  actualizar: { method: 'POST', path: '/actualizar', capability: 'useInspections' },
  verificar: { method: 'GET', path: '/verificar/:uuid', capability: 'verifyInspection', limit: 'public' },
  // Live positions
  listPosicion: { method: 'GET', path: '/listPosicion', capability: 'viewPositions' },
  mapConfig: { method: 'GET', path: '/mapConfig', capability: null },
  /*
   * Authority data (issue 14): the infraction catalogue (GET delito itself is above, `todos=1` for
   * ADMINISTRADOR), the vehicle registry and its import, list merges, one plate's history and the
   * audit trail.
   */
  createDelito: { method: 'POST', path: '/delito', capability: 'manageCatalogues' },
  updateDelito: { method: 'PUT', path: '/delito/:id', capability: 'manageCatalogues' },
  listVehiculos: { method: 'GET', path: '/vehiculos', capability: 'manageVehicles' },
  createVehiculo: { method: 'POST', path: '/vehiculos', capability: 'manageVehicles' },
  updateVehiculo: { method: 'PUT', path: '/vehiculos/:placa', capability: 'manageVehicles' },
  importVehiculos: { method: 'POST', path: '/vehiculos/importar', capability: 'manageVehicles' },
  mergeList: { method: 'POST', path: '/listas/:tipo/fusionar', capability: 'manageCatalogues' },
  plateHistory: { method: 'GET', path: '/placa/:placa', capability: 'viewPlateHistory' },
  auditoria: { method: 'GET', path: '/auditoria', capability: 'readAudit' },
  /*
   * Complaint workflow (issue 13): receipt code, states, assignment, notes, the citizen's public
   * status, the Principal page's numbers and Open311 GeoReport v2 (read-only, no personal data).
   */
  estadoReclamo: { method: 'POST', path: '/estadoReclamo/:id', capability: 'viewReports' },
  estadoReclamos: { method: 'POST', path: '/estadoReclamos', capability: 'viewReports' },
  asignarReclamo: { method: 'POST', path: '/asignarReclamo/:id', capability: 'viewReports' },
  notaReclamo: { method: 'POST', path: '/notaReclamo/:id', capability: 'viewReports' },
  reclamo: { method: 'GET', path: '/reclamo/:id', capability: 'viewReports' },
  asignables: { method: 'GET', path: '/asignables', capability: 'viewReports' },
  resumen: { method: 'GET', path: '/resumen', capability: 'signedIn' },
  seguimiento: { method: 'GET', path: '/seguimiento/:codigo', capability: null, limit: 'public' },
  open311Services: { method: 'GET', path: '/open311/v2/services.json', capability: null, limit: 'public' },
  open311Requests: { method: 'GET', path: '/open311/v2/requests.json', capability: null, limit: 'public' },
  open311Request: { method: 'GET', path: '/open311/v2/requests/:codigo.json', capability: null, limit: 'public' },
} as const satisfies Record<string, RouteEntry>;

export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: `/${string}`;
  capability: Capability | null;
  limit?: 'public';
}

export type EndpointName = keyof typeof ROUTES;

/** The API base every path above is relative to. */
export const API_BASE = '/api';
