import fp from 'fastify-plugin';
import { MemoryAttemptLimiter, type AttemptLimiter } from '../platform/limits/attempt-limiter.ts';
import { HashGate } from '../platform/limits/hash-gate.ts';
import { RedisAttemptLimiter } from '../platform/limits/redis-attempt-limiter.ts';
import { PasswordHasher } from './passwords.ts';
import type { ThrottleDeps } from './throttled-password-check.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
    loginLimiter: AttemptLimiter;
    /** The login limiter and the cap on concurrent password hashes, for every password check. */
    loginThrottle: ThrottleDeps;
  }
}

/** Password hashing and the throttling of every password check. */
export default fp(
  async (app) => {
    app.decorate('passwords', new PasswordHasher(app.config.passwordHashCost));
    const windowMs = app.config.login.windowMinutes * 60_000;
    // With REDIS_URL every API process counts the same failed sign-ins.
    const loginLimiter: AttemptLimiter = app.redis
      ? new RedisAttemptLimiter(app.redis, windowMs, app.config.redisPrefix)
      : new MemoryAttemptLimiter(windowMs);
    app.decorate('loginLimiter', loginLimiter);
    const gate = new HashGate(app.config.login.maxConcurrentHashes, app.config.login.maxConcurrentHashesPerAddress);
    app.decorate('loginThrottle', { limiter: loginLimiter, gate });
  },
  { name: 'auth', dependencies: ['knex', 'redis'] },
);
