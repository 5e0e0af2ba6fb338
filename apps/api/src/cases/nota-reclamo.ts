import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';
import { actorOf, complaintDetail } from './complaint-detail.ts';

/** An internal note on a complaint (never in seguimiento or Open311). */
const noteRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'notaReclamo', async (request) => {
    const now = Date.now();
    await app.cases.addNote(request.params.id, request.body.texto, actorOf(request), now);
    return complaintDetail(app, request.params.id, now);
  });
};

export default noteRoute;
