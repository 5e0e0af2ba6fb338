import { describe, expect, it } from 'vitest';
import { BACKOFF_CEILING_MS, backoffDelay } from './backoff.ts';

describe('backoffDelay', () => {
  it('waits 5 s, 15 s, 1 min, 5 min, then every 15 min (no jitter at random = 0.5)', () => {
    const delays = [1, 2, 3, 4, 5, 6, 50, 10_000].map((attempts) => backoffDelay(attempts, 0.5));
    expect(delays).toEqual([5_000, 15_000, 60_000, 300_000, 900_000, 900_000, 900_000, 900_000]);
  });

  it('spreads each wait by ±20 % of jitter', () => {
    expect(backoffDelay(1, 0)).toBe(4_000);
    expect(backoffDelay(1, 0.999_999)).toBeCloseTo(6_000, -1);
    expect(backoffDelay(99, 0)).toBe(BACKOFF_CEILING_MS * 0.8);
    expect(backoffDelay(99, 0.999_999)).toBeLessThanOrEqual(BACKOFF_CEILING_MS * 1.2);
  });
});
