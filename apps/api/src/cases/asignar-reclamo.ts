import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf, complaintDetail } from './complaint-detail.ts';

/** Assignment of a complaint to a staff member who sees reports, and the list of those who may take one. */
const assignmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'asignarReclamo', async (request) => {
    await app.cases.assign(request.params.id, request.body.usuarioId, actorOf(request));
    return complaintDetail(app, request.params.id);
  });

  defineRoute(app, 'asignables', async () => app.cases.assignable());
};

export default assignmentRoutes;
