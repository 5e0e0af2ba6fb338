import type { Redis } from 'ioredis';
import type { AttemptLimiter } from './attempt-limiter.ts';

/**
 * Counts one attempt and sets the window's expiry in one atomic step (a Lua script), so every
 * concurrent attempt from every process sees the count of the ones before it. Returns the
 * milliseconds left in the window when the count passed the maximum, else 0.
 */
const RESERVE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
if count > tonumber(ARGV[2]) then return ttl end
return 0`;

/** Gives one attempt back, never below zero, never reviving an expired window. */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The login throttle's attempt counters in Redis (REDIS_URL), so every API process counts the
 * same attempts: a fixed window per key, started by the first attempt. Same semantics as
 * MemoryAttemptLimiter.
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

  async reserve(key: string, max: number): Promise<number> {
    const ttl = Number(await this.redis.eval(RESERVE, 1, this.key(key), String(this.windowMs), String(max)));
    return ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
  }

  async release(key: string): Promise<void> {
    await this.redis.eval(RELEASE, 1, this.key(key));
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }
}
