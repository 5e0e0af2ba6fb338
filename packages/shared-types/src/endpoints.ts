import type { EndpointName } from './endpoint-routes.ts';
import { COMPLAINT_ENDPOINTS } from './endpoints/complaints.ts';
import type { EndpointSchema } from './endpoints/define.ts';
import { INSPECTION_ENDPOINTS } from './endpoints/inspections.ts';
import { POSITION_ENDPOINTS } from './endpoints/positions.ts';
import { SESSION_ENDPOINTS } from './endpoints/session.ts';
import { USER_ENDPOINTS } from './endpoints/users.ts';

/**
 * The endpoint table: every HTTP endpoint of the API once, by name, with its schemas (params,
 * query, headers, body, answer per status). Method, path and who may call it are in
 * `endpoint-routes.ts` under the same name. The API registers its routes only from here
 * (apps/api/src/routes/define-route.ts) and the PWA calls them only through `call()`
 * (apps/pwa/src/api/call.ts), so a path or an answer type cannot drift between the two.
 */
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...USER_ENDPOINTS,
  ...COMPLAINT_ENDPOINTS,
  ...INSPECTION_ENDPOINTS,
  ...POSITION_ENDPOINTS,
} satisfies { [K in EndpointName]: EndpointSchema };

/** Compile-time check: no schemas under a name that has no route. */
export const NO_UNROUTED_ENDPOINT: [Exclude<keyof typeof ENDPOINTS, EndpointName>] extends [never] ? true : false = true;

export type Endpoints = typeof ENDPOINTS;
