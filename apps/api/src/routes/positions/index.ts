import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MapConfigResponse, POSITION_LIST_MAX_AGE_MS, PositionList } from '@reclamos/shared-types/schemas/positions';
import { bearer, errorResponses, SIGNED_IN } from '../responses.ts';

const positionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['posiciones'];

  app.get(
    '/listPosicion',
    {
      config: { capability: 'viewPositions' },
      schema: {
        tags,
        summary: 'Personal que comparte su ubicación (última posición de menos de 12 horas)',
        security: bearer,
        response: { 200: PositionList, ...errorResponses(...SIGNED_IN) },
      },
    },
    async () => app.positions.listSharingSince(Date.now() - POSITION_LIST_MAX_AGE_MS),
  );

  // Public: the tiles are not secret, and the map must know them before anything else loads.
  app.get(
    '/mapConfig',
    { schema: { tags, summary: 'Fuentes de teselas del mapa (calles y satélite) y sus atribuciones', response: { 200: MapConfigResponse } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return app.config.map;
    },
  );
};

export default positionRoutes;
