import type { RouteEntry } from '../route-entry.ts';

/**
 * Vehicle inspections: the day's list, the registries inspectors look up, registering and
 * correcting, the control sheet's public check. Schemas under the same names in ./endpoints.ts.
 */
export const INSPECTIONS_ROUTES = {
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
  /** The control sheet as the server draws and signs it: whoever holds the sheet (and so its QR code) may download it. */
  verificarPdf: { method: 'GET', path: '/verificar/:uuid/pdf', capability: 'verifyInspection', limit: 'public' },
} as const satisfies Record<string, RouteEntry>;
