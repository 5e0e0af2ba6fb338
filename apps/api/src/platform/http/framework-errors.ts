import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * The router's own refusals, answered before any route or error handler runs: Fastify's default
 * bodies are English (`'…' is exceeding the max param length`), ours are Spanish `{message}`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') void reply.code(414).send({ message: MSG.http.uriTooLong });
  else if (error.code === 'FST_ERR_BAD_URL') void reply.code(400).send({ message: MSG.http.badUrl });
  else void reply.code(500).send({ message: MSG.http.internal });
}
