/**
 * Per-key amounts (uploads and bytes) in a fixed one-hour window, in memory (one API process; with
 * several processes each holds its own share, which only makes the quota more generous).
 */
interface Window {
  count: number;
  bytes: number;
  resetAt: number;
}

export class HourlyQuota {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly maxCount: number,
    private readonly maxBytes: number,
    private readonly windowMs = 3_600_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one upload of `bytes`; 0 when within the quota, else the seconds until the window ends. */
  take(key: string, bytes: number): number {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) this.windows.set(key, (window = { count: 0, bytes: 0, resetAt: now + this.windowMs }));
    if (window.count + 1 > this.maxCount || window.bytes + bytes > this.maxBytes) return Math.max(1, Math.ceil((window.resetAt - now) / 1000));
    window.count += 1;
    window.bytes += bytes;
    return 0;
  }

  /** Drops ended windows now and then, so a flood of addresses cannot grow memory forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
