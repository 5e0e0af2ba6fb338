import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../define-route.ts';
import { actorOf, complaintDetail } from './complaint-detail.ts';

/** An internal note on a complaint (never in seguimiento or Open311). */
const noteRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'notaReclamo', async (request) => {
    const now = Date.now();
    await app.workflow.addNote(request.params.id, request.body.texto, actorOf(request), now);
    return complaintDetail(app, request.params.id, now);
  });
};

export default noteRoute;
