import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import authPlugin from './auth/auth-plugin.ts';
import bootstrapAdmin from './auth/bootstrap-admin.ts';
import authRoutes from './auth/routes.ts';
import authorityPlugin from './authority/authority-plugin.ts';
import authorityRoutes from './authority/routes.ts';
import casesPlugin from './cases/cases-plugin.ts';
import pushPlugin from './cases/push/push-plugin.ts';
import casesRoutes from './cases/routes.ts';
import complaintsPlugin from './complaints/complaints-plugin.ts';
import photoStore from './complaints/photo-store.ts';
import photoMove from './complaints/photo-move.ts';
import pdfSigner from './platform/documents/pdf-signer.ts';
import photoIntegrity from './complaints/photo-integrity.ts';
import photoRedaction from './complaints/photo-redaction.ts';
import complaintsRoutes from './complaints/routes.ts';
import uploadLimits from './complaints/upload-limits.ts';
import dashboardPlugin from './dashboard/dashboard-plugin.ts';
import dashboardRoutes from './dashboard/routes.ts';
import inspectionsPlugin from './inspections/inspections-plugin.ts';
import inspectionsRoutes from './inspections/routes.ts';
import personalDataRetention from './operations/personal-data-retention.ts';
import operationsRoutes from './operations/routes.ts';
import scheduledBackup from './operations/scheduled-backup.ts';
import durableAnswers from './platform/database/durable-answers.ts';
import knexPlugin from './platform/database/knex-plugin.ts';
import compressPlugin from './platform/http/compress-plugin.ts';
import errorHandler from './platform/http/error-handler.ts';
import { frameworkErrors } from './platform/http/framework-errors.ts';
import securityPlugin from './platform/http/security-plugin.ts';
import staticPlugin from './platform/http/static-plugin.ts';
import swaggerPlugin from './platform/http/swagger-plugin.ts';
import { RequestLogController } from './platform/http/request-logging.ts';
import { requestLoggerFactory } from './platform/http/request-logger.ts';
import { validatorCompiler } from './platform/http/validation.ts';
import metricsPlugin from './platform/metrics/metrics-plugin.ts';
import redisPlugin from './platform/redis-plugin.ts';
import sessionPurge from './platform/sessions/session-purge.ts';
import sessionsPlugin from './platform/sessions/sessions-plugin.ts';
import positionHistoryPurge from './positions/position-history-purge.ts';
import positionsPlugin from './positions/positions-plugin.ts';
import positionsRoutes from './positions/routes.ts';
import realtime from './positions/positions-socket.ts';
import sosPlugin from './sos/sos-plugin.ts';
import sosRoutes from './sos/routes.ts';
import usersPlugin from './users/users-plugin.ts';
import usersRoutes from './users/routes.ts';
import { serverOptions } from './server-options.ts';

export interface BuildOptions {
  /** Tests pass a `stream` to read what the server logs. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/**
 * The whole API as one Fastify instance, not listening: server.ts listens, tests inject. Without
 * options it is built as `npm start` builds it (server-options.ts).
 */
export async function buildApp(config: AppConfig, options: BuildOptions = serverOptions(config)): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // At info, only failed and slow requests leave a line (request-logging.ts).
    logController: new RequestLogController(config.slowRequestMs),
    // A request's child logger is made only when it writes a line (request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    // The whole request, body included: an 8 MB photo at 5 kB/s (a weak 2G link) takes ~27 min.
    // Without a limit a client could hold a connection for ever; a stalled upload is cut much
    // sooner by the upload limits' watchdog.
    requestTimeout: 30 * 60 * 1000,
    frameworkErrors,
    // A process that boots beside another one waits up to 60 s for that one's migrations
    // (platform/database/knex-plugin.ts); Fastify's default 10 s per plugin would end the boot first.
    pluginTimeout: 90_000,
    ...(config.tls ? { https: { cert: fs.readFileSync(config.tls.cert), key: fs.readFileSync(config.tls.key) } } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // A bodiless DELETE or POST that still says application/json is not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    void parseJson(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });

  // The platform every slice uses, then each slice's repositories and jobs, then the routes
  // (fastify/demo's order: external plugins, the app's own, routes).
  await app.register(errorHandler);
  await app.register(knexPlugin, { config });
  await app.register(durableAnswers, { config });
  await app.register(redisPlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(compressPlugin);
  await app.register(swaggerPlugin);
  await app.register(metricsPlugin);
  await app.register(pdfSigner);
  await app.register(sessionsPlugin);
  await app.register(sessionPurge);

  await app.register(authPlugin);
  await app.register(usersPlugin);
  await app.register(bootstrapAdmin);
  await app.register(complaintsPlugin);
  await app.register(photoStore);
  await app.register(photoMove);
  await app.register(photoIntegrity);
  await app.register(uploadLimits, { config });
  // After the upload limits: the face detector's job waits for a moment without uploads.
  await app.register(photoRedaction);
  await app.register(casesPlugin);
  await app.register(pushPlugin);
  await app.register(dashboardPlugin);
  await app.register(inspectionsPlugin);
  await app.register(authorityPlugin);
  await app.register(positionsPlugin);
  await app.register(positionHistoryPurge);
  await app.register(realtime);
  await app.register(sosPlugin);
  await app.register(scheduledBackup);
  await app.register(personalDataRetention);

  await app.register(
    async (api) => {
      await api.register(operationsRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(complaintsRoutes);
      await api.register(casesRoutes);
      await api.register(dashboardRoutes);
      await api.register(inspectionsRoutes);
      await api.register(positionsRoutes);
      await api.register(authorityRoutes);
      await api.register(sosRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticPlugin, { config });
  return app;
}
