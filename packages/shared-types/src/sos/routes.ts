import type { RouteEntry } from '../route-entry.ts';

/**
 * SOS: a field user's alert, the supervisors' list of it and their acknowledgement. Schemas under
 * the same names in ./endpoints.ts; the socket events that carry an alert live in ./schemas.ts.
 */
export const SOS_ROUTES = {
  sosCreate: { method: 'POST', path: '/sos', capability: 'sendSos' },
  sosList: { method: 'GET', path: '/sos', capability: 'attendSos' },
  /** A supervisor reads any alert; a field user only their own (another's answers 404). */
  sosGet: { method: 'GET', path: '/sos/:id', capability: 'signedIn' },
  sosAtender: { method: 'POST', path: '/sos/:id/atendida', capability: 'attendSos' },
} as const satisfies Record<string, RouteEntry>;
