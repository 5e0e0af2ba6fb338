import fp from 'fastify-plugin';
import { MemoryAttemptLimiter, type AttemptLimiter } from '../platform/limits/attempt-limiter.ts';
import { MemoryGrowingDelay, type GrowingDelay, type GrowingDelayOptions } from '../platform/limits/growing-delay.ts';
import { HashGate } from '../platform/limits/hash-gate.ts';
import { RedisGrowingDelay } from '../platform/limits/redis-growing-delay.ts';
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

/** The longest an account's owner waits for a turn while others guess its password. */
const ACCOUNT_MAX_DELAY_MS = 60_000;

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
    // One account from any number of addresses: LOGIN_MAX_FAILURES_PER_ACCOUNT attempts at once,
    // then a wait of 1 s doubling up to a minute before each next one (the owner is slowed, never
    // locked out for longer than that), forgotten after a quiet window or the right password.
    const slow: GrowingDelayOptions = {
      free: app.config.login.maxFailuresPerAccount,
      firstDelayMs: 1000,
      maxDelayMs: ACCOUNT_MAX_DELAY_MS,
      quietMs: windowMs,
    };
    const slowdown: GrowingDelay = app.redis
      ? new RedisGrowingDelay(app.redis, slow, app.config.redisPrefix)
      : new MemoryGrowingDelay(slow);
    const gate = new HashGate(app.config.login.maxConcurrentHashes, app.config.login.maxConcurrentHashesPerAddress);
    app.decorate('loginThrottle', { limiter: loginLimiter, gate, slowdown });
  },
  { name: 'auth', dependencies: ['knex', 'redis'] },
);
