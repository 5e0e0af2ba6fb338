import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { HealthResponse } from '@reclamos/shared-types/schemas/auth';
import { errorResponses } from '../responses.ts';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['sistema'], summary: 'La API y su base de datos responden', response: { 200: HealthResponse, ...errorResponses(503) } } },
    async (request, reply) => {
      try {
        await app.db.raw('select 1');
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ message: MSG.http.databaseUnavailable });
      }
    },
  );
};

export default healthRoutes;
