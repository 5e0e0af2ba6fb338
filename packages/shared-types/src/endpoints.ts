import type { Static, TSchema } from '@sinclair/typebox';
import { AUTH_ENDPOINTS } from './auth/endpoints.ts';
import { AUTHORITY_ENDPOINTS } from './authority/endpoints.ts';
import { CASES_ENDPOINTS } from './cases/endpoints.ts';
import { COMPLAINTS_ENDPOINTS } from './complaints/endpoints.ts';
import { DASHBOARD_ENDPOINTS } from './dashboard/endpoints.ts';
import type { EndpointSchema } from './define-endpoint.ts';
import type { EndpointName } from './endpoint-routes.ts';
import { INSPECTIONS_ENDPOINTS } from './inspections/endpoints.ts';
import { OPERATIONS_ENDPOINTS } from './operations/endpoints.ts';
import { POSITIONS_ENDPOINTS } from './positions/endpoints.ts';
import { SOS_ENDPOINTS } from './sos/endpoints.ts';
import { USERS_ENDPOINTS } from './users/endpoints.ts';

/**
 * The endpoint table: every HTTP endpoint of the API once, by name, with its schemas (params,
 * query, headers, body, answer per status), assembled from each slice's `endpoints.ts`. Method,
 * path and who may call it are in the slice's `routes.ts` under the same name (assembled in
 * `endpoint-routes.ts`). The API registers its routes only from here
 * (apps/api/src/platform/http/define-route.ts) and the PWA calls them only through `call()`
 * (apps/pwa/src/api/call.ts), so a path or an answer type cannot drift between the two.
 */
export const ENDPOINTS = {
  ...OPERATIONS_ENDPOINTS,
  ...AUTH_ENDPOINTS,
  ...USERS_ENDPOINTS,
  ...COMPLAINTS_ENDPOINTS,
  ...CASES_ENDPOINTS,
  ...DASHBOARD_ENDPOINTS,
  ...INSPECTIONS_ENDPOINTS,
  ...POSITIONS_ENDPOINTS,
  ...AUTHORITY_ENDPOINTS,
  ...SOS_ENDPOINTS,
} satisfies { [K in EndpointName]: EndpointSchema };

/** Compile-time check: no schemas under a name that has no route. */
export const NO_UNROUTED_ENDPOINT: [Exclude<keyof typeof ENDPOINTS, EndpointName>] extends [never] ? true : false = true;

export type Endpoints = typeof ENDPOINTS;

type Part<K extends EndpointName, P extends string> = Endpoints[K] extends Record<P, infer S extends TSchema> ? Static<S> : undefined;
type Inputs<K extends EndpointName> = { params: Part<K, 'params'>; query: Part<K, 'querystring'>; body: Part<K, 'body'> };

type Present<K extends EndpointName> = {
  [P in keyof Inputs<K> as Inputs<K>[P] extends undefined ? never : P]: Inputs<K>[P];
};
/** A query whose every field is optional may be left out (`call('delito', {})`). */
type OptionalPart<K extends EndpointName> = {
  [P in keyof Present<K>]: P extends 'query' ? (Record<never, never> extends Present<K>[P] ? P : never) : never;
}[keyof Present<K>];

/** What a caller sends: only the parts the endpoint has (`{ params }`, `{ body }`, both, none). */
export type EndpointInput<K extends EndpointName> = Omit<Present<K>, OptionalPart<K>> & Partial<Pick<Present<K>, OptionalPart<K>>>;

/** The body an endpoint takes (undefined when it takes none). */
export type EndpointBody<K extends EndpointName> = Part<K, 'body'>;

type Responses<K extends EndpointName> = Endpoints[K]['response'];
/** What the endpoint answers on success: the schema of 200 or 201; nothing for 204. */
export type EndpointAnswer<K extends EndpointName> =
  Responses<K> extends Record<200, infer S extends TSchema>
    ? Static<S>
    : Responses<K> extends Record<201, infer S extends TSchema>
      ? Static<S>
      : void;

/** Endpoints that answer a file (a PDF, a photo) rather than JSON. */
export type FileEndpoint = { [K in EndpointName]: Endpoints[K] extends { produces: string[] } ? K : never }[EndpointName];
