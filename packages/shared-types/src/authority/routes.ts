import type { RouteEntry } from '../route-entry.ts';

/**
 * The authority's own data: the infraction catalogue, the vehicle registry and its import, list
 * merges, one plate's history, the audit trail. Schemas under the same names in ./endpoints.ts.
 */
export const AUTHORITY_ROUTES = {
  createDelito: { method: 'POST', path: '/delito', capability: 'manageCatalogues' },
  updateDelito: { method: 'PUT', path: '/delito/:id', capability: 'manageCatalogues' },
  listVehiculos: { method: 'GET', path: '/vehiculos', capability: 'manageVehicles' },
  createVehiculo: { method: 'POST', path: '/vehiculos', capability: 'manageVehicles' },
  updateVehiculo: { method: 'PUT', path: '/vehiculos/:placa', capability: 'manageVehicles' },
  importVehiculos: { method: 'POST', path: '/vehiculos/importar', capability: 'manageVehicles' },
  mergeList: { method: 'POST', path: '/listas/:tipo/fusionar', capability: 'manageCatalogues' },
  plateHistory: { method: 'GET', path: '/placa/:placa', capability: 'viewPlateHistory' },
  auditoria: { method: 'GET', path: '/auditoria', capability: 'readAudit' },
} as const satisfies Record<string, RouteEntry>;
