import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { changeCaseState } from './change-state.ts';
import { actorOf, complaintDetail } from './complaint-detail.ts';

/**
 * Changes of state: one complaint, answered with its whole detail, or several moved to
 * one state, each in its own transaction, the refused ones listed with the message they would get alone.
 */
const estadoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'estadoReclamo', async (request) => {
    const now = Date.now();
    await changeCaseState(app, request.params.id, request.body, actorOf(request), now);
    return complaintDetail(app, request.params.id, now);
  });

  defineRoute(app, 'estadoReclamos', async (request) => {
    const { ids, ...change } = request.body;
    const actor = actorOf(request);
    const cambiados: number[] = [];
    const rechazados: { id: number; message: string }[] = [];
    for (const id of ids) {
      try {
        await changeCaseState(app, id, change, actor, Date.now());
        cambiados.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        rechazados.push({ id, message: error.message });
      }
    }
    return { cambiados, rechazados };
  });
};

export default estadoRoutes;
