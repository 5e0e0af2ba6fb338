import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { MemoryHourlyQuota, type HourlyQuota } from '../platform/limits/hourly-quota.ts';
import { RedisHourlyQuota } from '../platform/limits/redis-hourly-quota.ts';
import { clientKey } from '../platform/limits/client-key.ts';
import { PHOTO_MAX_BYTES } from './photos/inspect-photo.ts';
import { UploadSlots } from './upload-slots.ts';
import type { IdleSince } from './quiet-gate.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** What background work may know of the public uploads: whether any is in flight, and since when none is. */
export interface UploadActivity {
  idleSince: IdleSince;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadActivity: UploadActivity;
  }
}

/**
 * The largest body a complaint can need: the largest photo plus 1 MiB for its fields and part
 * headers, more than the multipart limits let through (20 fields of 16 kB). A larger declared
 * Content-Length is refused before anything is reserved: otherwise the whole declared size was
 * held against the address's hourly bytes while a slow body trickled in, and every phone behind
 * that address (a carrier's NAT) was turned away meanwhile.
 */
const MAX_COMPLAINT_BODY_BYTES = PHOTO_MAX_BYTES + 1024 * 1024;

/** A body arriving slower than this over a whole stall window is stalled (~0.5 kB/s; weak 2G gives ~5 kB/s). */
const STALL_MIN_BYTES_PER_SECOND = 512;

/** The public upload: the only route that reads a file of up to 8 MB into memory. */
function isPublicUpload(method: string | string[], url: string): boolean {
  return (Array.isArray(method) ? method.includes('POST') : method === 'POST') && /\/formulario$/.test(url);
}

/**
 * Limits of the public complaint upload, checked before its body is read:
 * - at most `maxConcurrent` uploads being read at once, so a burst of 8 MB bodies cannot grow
 *   memory without bound; past them up to `maxQueued` uploads wait `queueSeconds` for a slot
 *   (UploadSlots), and only then are turned away (429 "busy", Retry-After 5 s);
 * - per address (an IPv6 one by its /64: clientKey), at most `perHour` uploads and `bytesPerHour`
 *   bytes in a fixed hour (429 with the minutes left), shared by every process through Redis when
 *   REDIS_URL is set. Generous: a carrier's many phones share one address.
 * - per address, at most `maxConcurrentPerAddress` of those slots (a quarter by default), so one
 *   address's slow or stalled bodies cannot keep every citizen out;
 * - a body that stalls (slower than STALL_MIN_BYTES_PER_SECOND over `stallSeconds`, far below a
 *   weak 2G link's ~5 kB/s) is cut, freeing its slot: a client sending 2 bytes a second cannot
 *   hold it. A window in which the server itself was not reading (its buffer full) never counts.
 * A body declared larger than any complaint can be is refused with 413 before all of these.
 * The quota reserves the declared size (a body without Content-Length: the largest photo) and,
 * when the exchange ends, keeps only the bytes received; a body that never arrived whole is not
 * counted as an upload.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const limits = opts.config.uploads;
    // With REDIS_URL every process counts the same uploads (several processes behind one address).
    const quota: HourlyQuota = app.redis
      ? new RedisHourlyQuota(app.redis, limits.perHour, limits.bytesPerHour, opts.config.redisPrefix)
      : new MemoryHourlyQuota(limits.perHour, limits.bytesPerHour);
    const slots = new UploadSlots(
      {
        max: limits.maxConcurrent,
        maxPerAddress: limits.maxConcurrentPerAddress,
        maxWaiting: limits.maxQueued,
        waitMs: limits.queueSeconds * 1000,
      },
      (queued) => app.metrics.uploadsQueued.set(queued),
    );
    app.decorate('uploadActivity', { idleSince: () => slots.idleSince() });

    /** Cuts the body if it stops arriving; stops once the body is whole or the exchange ends. */
    const watchForStall = (request: FastifyRequest, reply: FastifyReply) => {
      const socket = request.raw.socket;
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        if (request.raw.complete) return clearInterval(timer);
        const now = socket.bytesRead;
        const serverBehind = request.raw.readableLength >= request.raw.readableHighWaterMark;
        if (!serverBehind && now - seen < STALL_MIN_BYTES_PER_SECOND * limits.stallSeconds) {
          clearInterval(timer);
          request.log.info({ received: now - seen, seconds: limits.stallSeconds }, 'upload stalled: connection closed');
          request.raw.destroy();
          return;
        }
        seen = now;
      }, limits.stallSeconds * 1000);
      timer.unref();
      reply.raw.once('close', () => clearInterval(timer));
    };

    /**
     * The quota reserved the declared size before the body came; once the exchange ends it keeps
     * only what arrived, and an upload whose body never arrived whole is not counted: requests that
     * announce 8 MB and send nothing cannot use up a carrier address's hour.
     */
    const settle = (
      request: FastifyRequest,
      key: string,
      taking: Promise<number>,
      body: { declared: number; received: number; complete: boolean },
    ) => {
      taking
        .then(async (wait) => {
          const unused = Math.max(0, body.declared - body.received);
          if (wait === 0 && (unused > 0 || !body.complete)) await quota.refund(key, body.complete ? 0 : 1, unused);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'upload quota not settled'));
    };

    // The body refused is never read: the connection closes with the answer, or a client that
    // declared 8 MB and sends nothing would keep its socket open waiting for them.
    const refuse = (reply: FastifyReply, seconds: number, message: string) =>
      reply.code(429).header('Retry-After', String(seconds)).header('Connection', 'close').send({ message });

    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_COMPLAINT_BODY_BYTES)
        return reply.code(413).header('Connection', 'close').send({ message: COMPLAINTS_MSG.server.photoTooLarge });
      const key = clientKey(request.ip);
      // A client that hangs up while waiting for a slot leaves the queue.
      const gone = new AbortController();
      reply.raw.once('close', () => gone.abort());
      const slot = await slots.acquire(key, gone.signal);
      if ('refused' in slot) return refuse(reply, 5, COMPLAINTS_MSG.server.uploadsBusy);
      app.metrics.uploadQueueWait.observe(slot.waitedMs / 1000);
      const declaredValid = Number.isFinite(declared) && declared >= 0;
      const bytes = declaredValid ? declared : PHOTO_MAX_BYTES;
      // What the socket read while this body came (a light-my-request test socket counts nothing).
      const socket = request.raw.socket as { bytesRead?: number } | undefined;
      const readSoFar = () => (typeof socket?.bytesRead === 'number' ? socket.bytesRead : 0);
      const readBefore = readSoFar();
      // The slot is held from here; 'close' fires once however the exchange ends: answered,
      // refused, failed or dropped (or already has: then the slot goes back at once).
      const taking = quota.take(key, bytes);
      const finish = () => {
        slot.release();
        // readableEnded: the route read the body to its end (IncomingMessage.complete is not set by inject).
        const complete = request.raw.readableEnded;
        settle(request, key, taking, {
          declared: bytes,
          complete,
          received: complete && declaredValid ? bytes : Math.min(bytes, Math.max(0, readSoFar() - readBefore)),
        });
      };
      if (gone.signal.aborted) finish();
      else reply.raw.once('close', finish);
      watchForStall(request, reply);
      const wait = await taking;
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
  { name: 'upload-limits', dependencies: ['redis', 'metrics'] },
);
