import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter, type AttemptLimiter } from './attempt-limiter.ts';
import { RedisAttemptLimiter } from './redis-attempt-limiter.ts';

describe('MemoryAttemptLimiter', () => {
  it('blocks a key past its maximum until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new MemoryAttemptLimiter(60_000, () => now);
    for (let i = 0; i < 3; i++) expect(await limiter.reserve('k', 3)).toBe(0);
    expect(await limiter.reserve('k', 3)).toBe(60);
    now += 45_000;
    expect(await limiter.reserve('k', 3)).toBe(15);
    now += 15_000;
    expect(await limiter.reserve('k', 3)).toBe(0);
    expect(await limiter.reserve('other', 1)).toBe(0);
  });

  it('forgets a key on reset and gives one attempt back on release', async () => {
    const limiter = new MemoryAttemptLimiter(60_000);
    await limiter.reserve('k', 1);
    await limiter.reset('k');
    expect(await limiter.reserve('k', 1)).toBe(0);
    await limiter.release('k');
    expect(await limiter.reserve('k', 1)).toBe(0);
    expect(await limiter.reserve('k', 1)).toBeGreaterThan(0);
  });
});

/** The Redis store keeps the memory store's semantics, concurrent reservations included. */
describe.skipIf(!process.env.TEST_REDIS_URL && !process.env.TEST_DATABASE_URL)('RedisAttemptLimiter', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  const prefix = `test-${randomBytes(4).toString('hex')}`;
  afterAll(() => redis.quit());

  it('counts concurrent reservations atomically: exactly max pass', async () => {
    const limiter: AttemptLimiter = new RedisAttemptLimiter(redis, 60_000, prefix);
    const waits = await Promise.all(Array.from({ length: 30 }, () => limiter.reserve('burst', 10)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    expect(waits.filter((w) => w > 55 && w <= 60)).toHaveLength(20);
  });

  it('release gives one attempt back and reset forgets the key', async () => {
    const limiter: AttemptLimiter = new RedisAttemptLimiter(redis, 60_000, prefix);
    expect(await limiter.reserve('k', 1)).toBe(0);
    expect(await limiter.reserve('k', 1)).toBeGreaterThan(0);
    await limiter.release('k');
    await limiter.release('k');
    expect(await limiter.reserve('k', 1)).toBe(0);
    await limiter.reset('k');
    expect(await limiter.reserve('k', 1)).toBe(0);
  });
});
