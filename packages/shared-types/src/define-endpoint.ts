import type { TSchema } from '@sinclair/typebox';
import { ErrorBody, Open311Errors } from './common-schemas.ts';

/**
 * The schemas of one endpoint, as Fastify takes them: they validate the request, serialise the
 * answer, type both ends and write the OpenAPI page. Where and by whom it is called is in
 * `endpoint-routes.ts` under the same name.
 */
export interface EndpointSchema {
  tags: string[];
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  headers?: TSchema;
  body?: TSchema;
  consumes?: string[];
  produces?: string[];
  response: Record<number, TSchema>;
}

/**
 * The error statuses an endpoint answers for its own reasons, each with the `{message}` body; 400
 * and 500 always. 401 and 403 of a route that needs a session, and 429 of one under the public rate
 * limit, are added from its route entry when it is registered (`routeResponses`).
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S | 400 | 500, typeof ErrorBody> {
  return Object.fromEntries([400, 500, ...statuses].map((status) => [status, ErrorBody])) as Record<S | 400 | 500, typeof ErrorBody>;
}

/**
 * An endpoint's answers as registered: its own, plus what its route entry implies: 401 and 403
 * where a session is needed (`needsSession`), 429 under the public rate limit; every refusal in
 * Open311's shape where the entry says `errors: 'open311'`.
 */
export function routeResponses(
  own: Record<number, TSchema>,
  entry: { needsSession: boolean; limit?: 'public'; errors?: 'open311' },
): Record<number, TSchema> {
  const implied: number[] = [...(entry.needsSession ? [401, 403] : []), ...(entry.limit === 'public' ? [429] : [])];
  const answers: Record<number, TSchema> = { ...own, ...Object.fromEntries(implied.map((status) => [status, ErrorBody])) };
  if (entry.errors !== 'open311') return answers;
  return Object.fromEntries(Object.entries(answers).map(([status, schema]) => [status, Number(status) >= 400 ? Open311Errors : schema]));
}
