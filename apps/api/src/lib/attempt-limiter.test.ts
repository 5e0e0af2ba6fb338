import { describe, expect, it } from 'vitest';
import { MemoryAttemptLimiter } from './attempt-limiter.ts';

describe('MemoryAttemptLimiter', () => {
  it('blocks a key at its maximum until the window ends', async () => {
    let now = 1_000_000;
    const limiter = new MemoryAttemptLimiter(60_000, () => now);
    for (let i = 0; i < 3; i++) await limiter.recordFailure('k');
    expect(await limiter.retryAfterSeconds('k', 4)).toBe(0);
    expect(await limiter.retryAfterSeconds('k', 3)).toBe(60);
    now += 45_000;
    expect(await limiter.retryAfterSeconds('k', 3)).toBe(15);
    now += 15_000;
    expect(await limiter.retryAfterSeconds('k', 3)).toBe(0);
    expect(await limiter.retryAfterSeconds('other', 1)).toBe(0);
  });

  it('forgets a key on reset', async () => {
    const limiter = new MemoryAttemptLimiter(60_000);
    await limiter.recordFailure('k');
    await limiter.reset('k');
    expect(await limiter.retryAfterSeconds('k', 1)).toBe(0);
  });
});
