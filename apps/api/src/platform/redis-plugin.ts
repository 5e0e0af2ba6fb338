import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis connection when REDIS_URL is set (rate-limit store, socket.io adapter); null otherwise. */
    redis: Redis | null;
  }
}

/**
 * One Redis connection for commands when REDIS_URL is set (docs/deploy.md, Scale-out); socket.io's
 * adapter makes its own pub/sub pair from it. Boot fails if Redis does not answer, rather than
 * running a node that silently misses the others' events. Without REDIS_URL everything stays in
 * memory.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (!opts.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    // @fastify/rate-limit's advice: fail a command fast rather than queue it while Redis is away.
    const redis = new Redis(opts.config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis'));
    await redis.connect();
    await redis.ping();
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
