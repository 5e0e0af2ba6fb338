import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { MemoryHourlyQuota, type HourlyQuota } from '../platform/limits/hourly-quota.ts';
import { RedisHourlyQuota } from '../platform/limits/redis-hourly-quota.ts';
import { clientKey } from '../platform/limits/client-key.ts';
import { PHOTO_MAX_BYTES } from './photos/inspect-photo.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** The public upload: the only route that reads a file of up to 8 MB into memory. */
function isPublicUpload(method: string | string[], url: string): boolean {
  return (Array.isArray(method) ? method.includes('POST') : method === 'POST') && /\/formulario$/.test(url);
}

/**
 * Limits of the public complaint upload, checked before its body is read:
 * - at most `maxConcurrent` uploads being read at once, so a burst of 8 MB bodies cannot grow
 *   memory without bound (429 "busy", Retry-After 5 s);
 * - per address (an IPv6 one by its /64: clientKey), at most `perHour` uploads and `bytesPerHour`
 *   bytes in a fixed hour (429 with the minutes left), shared by every process through Redis when
 *   REDIS_URL is set. Generous: a carrier's many phones share one address.
 * A body without Content-Length is charged the largest photo.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const limits = opts.config.uploads;
    // With REDIS_URL every process counts the same uploads (several processes behind one address).
    const quota: HourlyQuota = app.redis
      ? new RedisHourlyQuota(app.redis, limits.perHour, limits.bytesPerHour, opts.config.redisPrefix)
      : new MemoryHourlyQuota(limits.perHour, limits.bytesPerHour);
    let reading = 0;

    const refuse = (reply: FastifyReply, seconds: number, message: string) =>
      reply.code(429).header('Retry-After', String(seconds)).send({ message });

    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      if (reading >= limits.maxConcurrent) return refuse(reply, 5, COMPLAINTS_MSG.server.uploadsBusy);
      const declared = Number(request.headers['content-length']);
      const bytes = Number.isFinite(declared) && declared >= 0 ? declared : PHOTO_MAX_BYTES;
      // The slot is taken before the quota's await, or concurrent uploads would all pass the check
      // above; 'close' fires once however the exchange ends: answered, refused, failed or dropped.
      reading += 1;
      reply.raw.once('close', () => (reading -= 1));
      const wait = await quota.take(clientKey(request.ip), bytes);
      if (wait > 0) return refuse(reply, wait, COMPLAINTS_MSG.server.quota(Math.ceil(wait / 60)));
    };

    // Attached to the upload route alone (as auth.ts attaches its check): every other request,
    // GET me among them, no longer pays an async hook (a promise per request) that only looked at
    // its URL.
    app.addHook('onRoute', (route) => {
      if (!isPublicUpload(route.method, route.url)) return;
      const checks = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [limit, ...checks];
    });
  },
  { name: 'upload-limits', dependencies: ['redis'] },
);
