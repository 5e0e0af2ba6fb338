import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeCodigo } from '@reclamos/shared-types/cases/values';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { HttpError } from '../../platform/http/http-error.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { allowedEndpoint } from './allowed-endpoints.ts';

const M = CASES_MSG.push;

/** The complaint a typed code names (404 like seguimiento when it names none). */
async function complaintOf(app: FastifyInstance, typed: string): Promise<{ codigo: string; id: number }> {
  const codigo = normalizeCodigo(typed);
  const id = codigo ? await app.push.repository.complaintIdOf(codigo) : undefined;
  if (!codigo || id === undefined) throw new HttpError(404, CASES_STAFF_MSG.server.codeNotFound);
  return { codigo, id };
}

/** The endpoint as it will be posted to, or 400 when it is not a push service the server knows. */
function checkedEndpoint(app: FastifyInstance, endpoint: string): string {
  const checked = allowedEndpoint(endpoint, app.push.allowedOrigins);
  if (!checked) throw new HttpError(400, M.endpointRefused);
  return checked;
}

/**
 * A phone follows a complaint by its receipt code (anyone holding the code may: it is what the
 * follow-up page asks too). The phone sends its subscription again on every start, which renews
 * it; a code has at most PUSH_MAX_PER_CODE phones.
 */
const suscripcionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'seguirReclamo', async (request, reply) => {
    const { codigo, id } = await complaintOf(app, request.params.codigo);
    const endpoint = checkedEndpoint(app, request.body.endpoint);
    const outcome = await app.push.repository.follow(id, { ...request.body, endpoint }, app.push.maxPerCode, Date.now());
    if (outcome === 'full') throw new HttpError(409, M.tooMany(app.push.maxPerCode));
    return reply.code(201).send({ codigo, siguiendo: true });
  });

  defineRoute(app, 'dejarDeSeguir', async (request) => {
    const { codigo, id } = await complaintOf(app, request.params.codigo);
    const endpoint = allowedEndpoint(request.body.endpoint, app.push.allowedOrigins) ?? request.body.endpoint;
    if (!(await app.push.repository.unfollow(id, endpoint))) throw new HttpError(404, M.notFollowing);
    return { codigo, siguiendo: false };
  });
};

export default suscripcionRoutes;
