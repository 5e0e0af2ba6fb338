import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeCodigo } from '@reclamos/shared-types/cases/values';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

/**
 * The citizen's status by receipt code: public and rate-limited like the form. A code typed in
 * lower case, with spaces or without its dash finds the same complaint; one that cannot be a code
 * is just unknown (404), so the answer says nothing about the alphabet.
 */
const seguimientoRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'seguimiento', async (request, reply) => {
    const codigo = normalizeCodigo(request.params.codigo);
    const status = codigo ? await app.publicCases.seguimiento(codigo) : undefined;
    if (!status) throw new HttpError(404, CASES_STAFF_MSG.server.codeNotFound);
    // A status changes: a shared cache must not keep it, the phone may for a moment.
    void reply.header('Cache-Control', 'private, max-age=30');
    return status;
  });
};

export default seguimientoRoute;
