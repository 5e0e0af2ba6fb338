/**
 * Per-key amounts (uploads and bytes) in a fixed one-hour window, started by the key's first
 * upload. In memory for one API process; RedisHourlyQuota keeps the same semantics for several
 * processes behind one address (docs/deploy.md, Scale-out), so N processes never give N quotas.
 */
export interface HourlyQuota {
  /** Counts one upload of `bytes`; 0 when within the quota (counted), else the seconds until the window ends (not counted). */
  take(key: string, bytes: number): Promise<number>;
  /**
   * Gives back part of what `take` counted in the key's current window (never below zero): the
   * route reserves the declared size before the body arrives and settles on what really came.
   */
  refund(key: string, count: number, bytes: number): Promise<void>;
}

interface Window {
  count: number;
  bytes: number;
  resetAt: number;
}

export class MemoryHourlyQuota implements HourlyQuota {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxBytes: number,
    private readonly windowMs = 3_600_000,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string, bytes: number): Promise<number> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, (window = { count: 0, bytes: 0, resetAt: now + this.windowMs }));
    if (window.count + 1 > this.maxCount || window.bytes + bytes > this.maxBytes)
      return Promise.resolve(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    window.count += 1;
    window.bytes += bytes;
    return Promise.resolve(0);
  }

  refund(key: string, count: number, bytes: number): Promise<void> {
    const window = this.windows.get(key);
    if (window && window.resetAt > this.now()) {
      window.count = Math.max(0, window.count - count);
      window.bytes = Math.max(0, window.bytes - bytes);
    }
    return Promise.resolve();
  }

  /** Drops ended windows now and then, so a flood of addresses cannot grow memory forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
