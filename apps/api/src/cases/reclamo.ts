import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';
import { complaintDetail } from './complaint-detail.ts';

/** One complaint with its state, history, notes and possible duplicates (the report's side panel). */
const reclamoRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'reclamo', async (request) => complaintDetail(app, request.params.id));
};

export default reclamoRoute;
