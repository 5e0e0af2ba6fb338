import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POSITION_LIST_MAX_AGE_MS } from '@reclamos/shared-types/positions/schemas';
import { defineRoute } from '../platform/http/define-route.ts';
import trackRoutes from './track-routes.ts';

const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'listPosicion', async () => app.positions.listSharingSince(Date.now() - POSITION_LIST_MAX_AGE_MS));

  // Public: the tiles are not secret, and the map must know them before anything else loads.
  defineRoute(app, 'mapConfig', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.config.map;
  });

  await app.register(trackRoutes);
};

export default positionRoutes;
