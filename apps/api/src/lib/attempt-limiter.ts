/**
 * Counts failures per key in a fixed window (login throttling). In memory: one API process.
 * A Redis-backed store with the same interface serves several processes (DESIGN.md, scale-out).
 */
export interface AttemptLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfterSeconds(key: string, max: number): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  retryAfterSeconds(key: string, max: number): Promise<number> {
    const window = this.current(key);
    if (!window || window.count < max) return Promise.resolve(0);
    return Promise.resolve(Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)));
  }

  recordFailure(key: string): Promise<void> {
    this.sweep();
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    return Promise.resolve();
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  /** Drops expired windows now and then, so a flood of distinct keys cannot grow memory forever. */
  private sweep(): void {
    const now = this.now();
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
