import { AUTH_ROUTES } from './auth/routes.ts';
import { AUTHORITY_ROUTES } from './authority/routes.ts';
import { CASES_ROUTES } from './cases/routes.ts';
import { COMPLAINTS_ROUTES } from './complaints/routes.ts';
import { DASHBOARD_ROUTES } from './dashboard/routes.ts';
import { INSPECTIONS_ROUTES } from './inspections/routes.ts';
import { OPERATIONS_ROUTES } from './operations/routes.ts';
import { POSITIONS_ROUTES } from './positions/routes.ts';
import { SOS_ROUTES } from './sos/routes.ts';
import { USERS_ROUTES } from './users/routes.ts';

/**
 * Where every endpoint lives and who may call it, assembled from each slice's `routes.ts`: the
 * part of the endpoint table the PWA needs at run time. It holds no schema (plain data, no
 * TypeBox), so importing it costs the public form a few hundred bytes; the schemas of each
 * endpoint are in its slice's `endpoints.ts` under the same name (assembled in `endpoints.ts`).
 */
export const ROUTES = {
  ...OPERATIONS_ROUTES,
  ...AUTH_ROUTES,
  ...USERS_ROUTES,
  ...COMPLAINTS_ROUTES,
  ...CASES_ROUTES,
  ...DASHBOARD_ROUTES,
  ...INSPECTIONS_ROUTES,
  ...POSITIONS_ROUTES,
  ...AUTHORITY_ROUTES,
  ...SOS_ROUTES,
} as const;

export type EndpointName = keyof typeof ROUTES;

/** The API base every path above is relative to. */
export const API_BASE = '/api';
