import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { delayAfter, MemoryGrowingDelay, type GrowingDelay } from './growing-delay.ts';
import { RedisGrowingDelay } from './redis-growing-delay.ts';

const SIGN_IN = { free: 3, firstDelayMs: 1000, maxDelayMs: 60_000, quietMs: 15 * 60_000 };

describe('delayAfter', () => {
  it('is none before the free attempts are used, then doubles from the first delay up to the cap', () => {
    expect([1, 2, 3, 4, 5, 6, 9, 10, 50, 5000].map((count) => delayAfter(count, SIGN_IN))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 60_000, 60_000, 60_000, 60_000,
    ]);
  });
});

describe('MemoryGrowingDelay', () => {
  it('lets the free attempts through, then makes each wait longer, never more than the cap', async () => {
    let now = 1_000_000;
    const delay = new MemoryGrowingDelay(SIGN_IN, () => now);
    for (let i = 0; i < 3; i++) expect(await delay.take('cuenta')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const wait = await delay.take('cuenta');
      expect(wait).toBeGreaterThan(0);
      waits.push(wait);
      now += wait * 1000;
      expect(await delay.take('cuenta')).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60]);
    expect(await delay.take('otra')).toBe(0);
  });

  it('does not count a refused attempt: a flood of them does not push the wait further', async () => {
    let now = 1_000_000;
    const delay = new MemoryGrowingDelay(SIGN_IN, () => now);
    for (let i = 0; i < 3; i++) await delay.take('cuenta');
    for (let i = 0; i < 100; i++) expect(await delay.take('cuenta')).toBe(1);
    now += 1000;
    expect(await delay.take('cuenta')).toBe(0);
    expect(await delay.take('cuenta')).toBe(2);
  });

  it('forgets the key after a quiet window, or at once on reset', async () => {
    let now = 1_000_000;
    const delay = new MemoryGrowingDelay(SIGN_IN, () => now);
    for (let i = 0; i < 3; i++) await delay.take('cuenta');
    now += SIGN_IN.quietMs;
    for (let i = 0; i < 3; i++) expect(await delay.take('cuenta')).toBe(0);
    expect(await delay.take('cuenta')).toBe(1);
    await delay.reset('cuenta');
    for (let i = 0; i < 3; i++) expect(await delay.take('cuenta')).toBe(0);
  });
});

/** The Redis store keeps the memory store's semantics, concurrent attempts included. */
describe.skipIf(!process.env.TEST_REDIS_URL && !process.env.TEST_DATABASE_URL)('RedisGrowingDelay', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  afterAll(() => redis.quit());
  const short = { free: 10, firstDelayMs: 200, maxDelayMs: 400, quietMs: 5000 };

  it('counts concurrent attempts atomically: exactly the free ones pass', async () => {
    const delay: GrowingDelay = new RedisGrowingDelay(redis, short, prefix);
    const waits = await Promise.all(Array.from({ length: 30 }, () => delay.take('burst')));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w === 1)).toHaveLength(20);
  });

  it('makes each wait longer up to the cap, counts no refused attempt, and forgets the key on reset', async () => {
    const delay: GrowingDelay = new RedisGrowingDelay(redis, { ...short, free: 2 }, prefix);
    expect(await delay.take('k')).toBe(0);
    expect(await delay.take('k')).toBe(0);
    expect(await delay.take('k')).toBe(1);
    expect(Number(await redis.pttl(`${prefix}:slowdown:k:wait`))).toBeLessThanOrEqual(200);
    await sleep(250);
    expect(await delay.take('k')).toBe(0);
    expect(Number(await redis.pttl(`${prefix}:slowdown:k:wait`))).toBeGreaterThan(200);
    await sleep(450);
    expect(await delay.take('k')).toBe(0);
    expect(Number(await redis.pttl(`${prefix}:slowdown:k:wait`))).toBeLessThanOrEqual(400);
    await delay.reset('k');
    expect(await delay.take('k')).toBe(0);
    expect(await delay.take('k')).toBe(0);
  });
});
