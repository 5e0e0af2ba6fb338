import type { Redis } from 'ioredis';
import type { AttemptLimiter } from './attempt-limiter.ts';

/**
 * The login throttle's failure counters in Redis (REDIS_URL), so every API process counts the
 * same failures: a fixed window per key, started by the first failure (INCR, then PEXPIRE once).
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {}

  private key(key: string): string {
    return `${this.prefix}:attempts:${key}`;
  }

  async retryAfterSeconds(key: string, max: number): Promise<number> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec()) as [[null, string | null], [null, number]];
    if (count === null || Number(count) < max || ttl <= 0) return 0;
    return Math.max(1, Math.ceil(ttl / 1000));
  }

  async recordFailure(key: string): Promise<void> {
    const name = this.key(key);
    const [[, count]] = (await this.redis.multi().incr(name).pttl(name).exec()) as [[null, number], [null, number]];
    // A new window, or a key left without expiry by a crash between the two commands.
    if (count === 1) await this.redis.pexpire(name, this.windowMs);
    else if ((await this.redis.pttl(name)) < 0) await this.redis.pexpire(name, this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
