import type { FastifyReply } from 'fastify';
import { ErrorBody } from '@reclamos/shared-types/schemas/common';

/** The error statuses a route may answer, each with the `{message}` body, for its schema. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S | 400 | 500, typeof ErrorBody> {
  return Object.fromEntries([400, 500, ...statuses].map((status) => [status, ErrorBody])) as Record<S | 400 | 500, typeof ErrorBody>;
}

export const SIGNED_IN = [401, 403] as const;
export const bearer = [{ bearer: [] }];

/**
 * Sends JSON text the database already wrote to the route's response schema. Fastify sends a
 * string with a JSON content type unchanged; the typed reply only knows the schema's object type.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
