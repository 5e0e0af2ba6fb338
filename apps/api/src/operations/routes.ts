import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { defineRoute } from '../platform/http/define-route.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'health', async (request, reply) => {
    try {
      await app.db.raw('select 1');
      return { status: 'ok' as const };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({ message: MSG.http.databaseUnavailable });
    }
  });

  // Public: the PWA shows every date in the zone the server counts "today" in (TZ), subscribes a
  // phone to a case's changes with the server's VAPID public key, and keeps the SOS button's
  // settings for use without coverage (SOS_PHONE is the authority's emergency line).
  defineRoute(app, 'appConfig', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { timeZone: app.config.timeZone, vapidPublicKey: app.push.vapidPublicKey, sos: app.config.sos };
  });

  defineRoute(app, 'metrics', async (request, reply) => {
    if (!app.metricsAllowed(request)) return reply.code(403).send({ message: OPERATIONS_MSG.metricsForbidden });
    return reply.header('content-type', app.metrics.registry.contentType).send(await app.metrics.registry.metrics());
  });
};

export default healthRoutes;
