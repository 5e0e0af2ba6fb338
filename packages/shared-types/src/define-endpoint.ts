import type { TSchema } from '@sinclair/typebox';
import { ErrorBody } from './common-schemas.ts';

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

/** The error statuses an endpoint may answer, each with the `{message}` body; 400 and 500 always. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S | 400 | 500, typeof ErrorBody> {
  return Object.fromEntries([400, 500, ...statuses].map((status) => [status, ErrorBody])) as Record<S | 400 | 500, typeof ErrorBody>;
}

/** What every signed-in endpoint may answer besides its own errors. */
export const SIGNED_IN = [401, 403] as const;
