import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import { AppMetrics, type RefusedUploadReason } from './app-metrics.ts';
import { databaseSize } from './database-size.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** Whether the caller may read `GET /api/metrics`: METRICS_TOKEN, or loopback when unset. */
    metricsAllowed: (request: FastifyRequest) => boolean;
  }
}

/** Photo refusals by the message or Fastify code they leave with (the routes throw them already). */
const REFUSALS = new Map<string, RefusedUploadReason>([
  [COMPLAINTS_MSG.server.photoTooLarge, 'too_large'],
  [COMPLAINTS_MSG.server.tooManyFiles, 'too_large'],
  ['FST_REQ_FILE_TOO_LARGE', 'too_large'],
  ['FST_FILES_LIMIT', 'too_large'],
  [COMPLAINTS_MSG.server.photoType, 'type'],
  [COMPLAINTS_MSG.server.photoDamaged, 'damaged'],
  [COMPLAINTS_MSG.server.photoTooManyPixels, 'pixels'],
  [COMPLAINTS_MSG.server.photoRequired, 'missing'],
]);

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * `reclamos_*` metrics, served by `GET /api/metrics` (routes/health). Per request it costs one
 * histogram update in `onResponse` (the request counter is read off it, app-metrics.ts), labelled by
 * the route pattern (never the raw URL: ids would make the series unbounded). Counters the routes
 * already express as answers (401/429 on login, photo refusals, 409 in flight) are read off the
 * answer here, so route code stays as it was; only an idempotent replay, which answers a plain 201,
 * is counted by its route (`app.metrics…inc`).
 */
export default fp(
  async (app) => {
    const metrics = new AppMetrics(databaseSize(app.db, app.config));
    app.decorate('metrics', metrics);

    // Callback style, not async: no promise per request on the hottest path.
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? '(unmatched)';
      metrics.httpDuration.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
      if (route === '/api/login') {
        if (reply.statusCode === 401) metrics.loginFailures.inc();
        else if (reply.statusCode === 429) metrics.loginThrottled.inc();
      }
      done();
    });

    app.addHook('onError', async (request, _reply, error: FastifyError) => {
      if (error instanceof HttpError && error.code === 'idempotency_in_flight') {
        metrics.idempotencyInFlight.inc({ kind: (request.routeOptions.url ?? '').replace('/api/', '') });
        return;
      }
      const reason = REFUSALS.get(error.message) ?? (error.code ? REFUSALS.get(error.code) : undefined);
      if (reason) metrics.refusedUploads.inc({ reason });
    });

    const token = app.config.metricsToken ? sha256(app.config.metricsToken) : null;
    const allowed = (request: FastifyRequest): boolean => {
      if (!token) return LOOPBACK.test(request.ip);
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      return given !== undefined && timingSafeEqual(sha256(given), token);
    };

    app.decorate('metricsAllowed', allowed);
  },
  { name: 'metrics', dependencies: ['knex'] },
);
