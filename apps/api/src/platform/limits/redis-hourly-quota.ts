import type { Redis } from 'ioredis';
import type { HourlyQuota } from './hourly-quota.ts';

/**
 * Checks and counts one upload in one atomic step (a Lua script), so concurrent uploads from one
 * address through every process see the ones before them. A hash per key holds the window's
 * count and bytes; its expiry is the window's end. Returns the milliseconds left when the upload
 * would pass either maximum (nothing counted), else 0.
 */
const TAKE = `
local window = tonumber(ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
local fresh = ttl <= 0
local count = 0
local bytes = 0
if not fresh then
  count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
  bytes = tonumber(redis.call('HGET', KEYS[1], 'bytes') or '0')
else
  ttl = window
end
if count + 1 > tonumber(ARGV[2]) or bytes + tonumber(ARGV[4]) > tonumber(ARGV[3]) then return ttl end
redis.call('HSET', KEYS[1], 'count', count + 1, 'bytes', bytes + tonumber(ARGV[4]))
if fresh then redis.call('PEXPIRE', KEYS[1], window) end
return 0`;

/** Subtracts from a live window only (an ended one is gone with its expiry), never below zero. */
const REFUND = `
if redis.call('PTTL', KEYS[1]) <= 0 then return 0 end
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0') - tonumber(ARGV[1])
local bytes = tonumber(redis.call('HGET', KEYS[1], 'bytes') or '0') - tonumber(ARGV[2])
redis.call('HSET', KEYS[1], 'count', math.max(0, count), 'bytes', math.max(0, bytes))
return 0`;

/** The public upload's hourly quota in Redis (REDIS_URL): the same semantics as MemoryHourlyQuota. */
export class RedisHourlyQuota implements HourlyQuota {
  constructor(
    private readonly redis: Redis,
    private readonly maxCount: number,
    private readonly maxBytes: number,
    private readonly prefix: string,
    private readonly windowMs = 3_600_000,
  ) {}

  async take(key: string, bytes: number): Promise<number> {
    const args = [String(this.windowMs), String(this.maxCount), String(this.maxBytes), String(bytes)];
    const ttl = Number(await this.redis.eval(TAKE, 1, `${this.prefix}:upload-quota:${key}`, ...args));
    return ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
  }

  async refund(key: string, count: number, bytes: number): Promise<void> {
    await this.redis.eval(REFUND, 1, `${this.prefix}:upload-quota:${key}`, String(count), String(bytes));
  }
}
