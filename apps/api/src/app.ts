import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config.ts';
import compressPlugin from './plugins/external/compress.ts';
import { frameworkErrors } from './lib/framework-errors.ts';
import knexPlugin from './plugins/external/knex.ts';
import securityPlugin from './plugins/external/security.ts';
import staticPlugin from './plugins/external/static.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import redisPlugin from './plugins/external/redis.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import authPlugin from './plugins/app/auth.ts';
import authorityRepositories from './plugins/app/authority-repositories.ts';
import bootstrapAdmin from './plugins/app/bootstrap-admin.ts';
import durableAnswers from './plugins/app/durable-answers.ts';
import errorHandler from './plugins/app/error-handler.ts';
import metricsPlugin from './plugins/app/metrics.ts';
import photoStore from './plugins/app/photo-store.ts';
import personalDataRetention from './plugins/app/personal-data-retention.ts';
import positionHistoryPurge from './plugins/app/position-history-purge.ts';
import repositories from './plugins/app/repositories.ts';
import scheduledBackup from './plugins/app/scheduled-backup.ts';
import sessionPurge from './plugins/app/session-purge.ts';
import uploadLimits from './plugins/app/upload-limits.ts';
import { validatorCompiler } from './plugins/app/validation.ts';
import realtime from './realtime/positions-socket.ts';
import authRoutes from './routes/auth/index.ts';
import authorityRoutes from './routes/authority/index.ts';
import complaintRoutes from './routes/complaints/index.ts';
import healthRoutes from './routes/health/index.ts';
import inspectionRoutes from './routes/inspections/index.ts';
import positionRoutes from './routes/positions/index.ts';
import userRoutes from './routes/users/index.ts';
import workflowRoutes from './routes/workflow/index.ts';

export interface BuildOptions {
  /** Tests pass a `stream` to read what the server logs. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** The whole API as one Fastify instance, not listening: server.ts listens, tests inject. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors,
    // A process that boots beside another one waits up to 60 s for that one's migrations
    // (plugins/external/knex.ts); Fastify's default 10 s per plugin would end the boot first.
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

  // External plugins, then the app's own, then routes (fastify/demo's order).
  await app.register(errorHandler);
  await app.register(knexPlugin, { config });
  await app.register(durableAnswers, { config });
  await app.register(redisPlugin, { config });
  await app.register(securityPlugin, { config });
  await app.register(compressPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(repositories, { config });
  await app.register(authorityRepositories);
  await app.register(metricsPlugin);
  await app.register(photoStore);
  await app.register(uploadLimits, { config });
  await app.register(authPlugin);
  await app.register(bootstrapAdmin);
  await app.register(positionHistoryPurge);
  await app.register(scheduledBackup);
  await app.register(personalDataRetention);
  await app.register(sessionPurge);
  await app.register(realtime);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(complaintRoutes);
      await api.register(inspectionRoutes);
      await api.register(positionRoutes);
      await api.register(authorityRoutes);
      await api.register(workflowRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(staticPlugin, { config });
  return app;
}
