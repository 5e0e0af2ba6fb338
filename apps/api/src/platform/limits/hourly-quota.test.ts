import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryHourlyQuota, type HourlyQuota } from './hourly-quota.ts';
import { RedisHourlyQuota } from './redis-hourly-quota.ts';

type MakeQuota = (maxCount: number, maxBytes: number, windowMs?: number) => HourlyQuota;

/** What both stores promise the upload route: the same answers for the same uploads. */
function behavesAsAnHourlyQuota(make: MakeQuota) {
  it('counts uploads per key: the one past the maximum waits for the window, another key goes on', async () => {
    const quota = make(3, 1_000_000);
    for (let i = 0; i < 3; i++) expect(await quota.take('a', 10)).toBe(0);
    const wait = await quota.take('a', 10);
    expect(wait).toBeGreaterThan(3590);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await quota.take('b', 10)).toBe(0);
  });

  it('counts bytes: an upload that would pass the bytes of the hour is refused and not counted', async () => {
    const quota = make(100, 1000);
    expect(await quota.take('a', 600)).toBe(0);
    expect(await quota.take('a', 600)).toBeGreaterThan(0);
    // The refused 600 were not counted: 400 still fit.
    expect(await quota.take('a', 400)).toBe(0);
    expect(await quota.take('a', 1)).toBeGreaterThan(0);
  });

  it('counts concurrent uploads of one key atomically: exactly the maximum pass', async () => {
    const quota = make(5, 1_000_000);
    const waits = await Promise.all(Array.from({ length: 30 }, () => quota.take('burst', 1)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
  });

  it('gives back what a refund names, never below zero, so an abandoned upload costs nothing', async () => {
    const quota = make(2, 1000);
    expect(await quota.take('a', 900)).toBe(0);
    await quota.refund('a', 1, 850);
    // 50 bytes and no upload left counted: two more of 450 fit, a third is refused by the count.
    expect(await quota.take('a', 450)).toBe(0);
    expect(await quota.take('a', 450)).toBe(0);
    expect(await quota.take('a', 1)).toBeGreaterThan(0);
    await quota.refund('a', 10, 100_000);
    expect(await quota.take('a', 1000)).toBe(0);
    // A refund for a key with no window creates nothing.
    await quota.refund('nobody', 1, 1);
    expect(await quota.take('nobody', 1000)).toBe(0);
  });

  it('starts a new window once the old one ends', async () => {
    const quota = make(1, 1_000_000, 300);
    expect(await quota.take('a', 1)).toBe(0);
    expect(await quota.take('a', 1)).toBe(1);
    await sleep(350);
    expect(await quota.take('a', 1)).toBe(0);
  });
}

describe('MemoryHourlyQuota', () => {
  behavesAsAnHourlyQuota((maxCount, maxBytes, windowMs) => new MemoryHourlyQuota(maxCount, maxBytes, windowMs));
});

/** Several API processes behind one address count the same uploads (REDIS_URL). */
describe.skipIf(!process.env.TEST_REDIS_URL && !process.env.TEST_DATABASE_URL)('RedisHourlyQuota', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefixes: string[] = [];
  const make: MakeQuota = (maxCount, maxBytes, windowMs) => {
    prefixes.push(`test-${randomBytes(4).toString('hex')}`);
    return new RedisHourlyQuota(redis, maxCount, maxBytes, prefixes.at(-1)!, windowMs);
  };
  afterAll(async () => {
    for (const prefix of prefixes) {
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    }
    await redis.quit();
  });

  behavesAsAnHourlyQuota(make);

  it('two stores on one Redis and prefix (two processes) share one quota', async () => {
    const first = make(3, 1_000_000);
    const second = new RedisHourlyQuota(redis, 3, 1_000_000, prefixes.at(-1)!);
    expect(await first.take('shared', 1)).toBe(0);
    expect(await second.take('shared', 1)).toBe(0);
    expect(await first.take('shared', 1)).toBe(0);
    expect(await second.take('shared', 1)).toBeGreaterThan(0);
    expect(await first.take('shared', 1)).toBeGreaterThan(0);
  });
});
