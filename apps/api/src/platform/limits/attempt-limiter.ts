/**
 * Counts password attempts per key in a fixed window (login throttling). In memory: one API
 * process. A Redis-backed store with the same interface serves several processes (docs/deploy.md,
 * Scale-out).
 *
 * An attempt is reserved BEFORE the password is hashed, so a burst of concurrent guesses cannot
 * all pass a check made before any of them was counted; a successful sign-in gives its
 * reservation back (`release`) or clears the key (`reset`).
 */
export interface AttemptLimiter {
  /** Counts one attempt. 0 when it is within `max`; otherwise the seconds until the window ends. */
  reserve(key: string, max: number): Promise<number>;
  /** Gives back one reserved attempt (the attempt succeeded). */
  release(key: string): Promise<void>;
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

  reserve(key: string, max: number): Promise<number> {
    this.sweep();
    let window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, (window = { count: 1, resetAt: this.now() + this.windowMs }));
    if (window.count <= max) return Promise.resolve(0);
    return Promise.resolve(Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000)));
  }

  release(key: string): Promise<void> {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
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
