import type { Redis } from 'ioredis';
import type { GrowingDelay, GrowingDelayOptions } from './growing-delay.ts';

/**
 * One attempt in one atomic step (a Lua script), so concurrent attempts through every process see
 * the ones before them. KEYS[1] counts the attempts and expires `quietMs` after the last one;
 * KEYS[2] exists while the next attempt must wait, and expires when it may go. Returns the
 * milliseconds left to wait (nothing counted), else 0. The wait is `delayAfter` in growing-delay.ts.
 */
const TAKE = `
local wait = redis.call('PTTL', KEYS[2])
if wait > 0 then return wait end
local count = redis.call('INCR', KEYS[1])
local free = tonumber(ARGV[2])
local delay = 0
if count >= free then
  delay = math.floor(math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(count - free, 40)))
  redis.call('SET', KEYS[2], '1', 'PX', delay)
end
redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[1]), delay))
return 0`;

/** The sign-in slow-down per account in Redis (REDIS_URL): the same semantics as MemoryGrowingDelay. */
export class RedisGrowingDelay implements GrowingDelay {
  constructor(
    private readonly redis: Redis,
    private readonly options: GrowingDelayOptions,
    private readonly prefix: string,
  ) {}

  private keys(key: string): [string, string] {
    return [`${this.prefix}:slowdown:${key}`, `${this.prefix}:slowdown:${key}:wait`];
  }

  async take(key: string): Promise<number> {
    const { quietMs, free, firstDelayMs, maxDelayMs } = this.options;
    const args = [quietMs, free, firstDelayMs, maxDelayMs].map(String);
    const wait = Number(await this.redis.eval(TAKE, 2, ...this.keys(key), ...args));
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(...this.keys(key));
  }
}
