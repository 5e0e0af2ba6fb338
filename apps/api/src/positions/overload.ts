import { monitorEventLoopDelay } from 'node:perf_hooks';

const SAMPLE_MS = 1000;

/**
 * The event loop's mean delay over the last second. Past the bound, position reports are answered
 * 'throttled' at once instead of waiting in line: every HTTP request (a complaint, a sign-in,
 * /api/health) shares this loop, and a queue of positions would only deliver stale ones later.
 * The mean, not the maximum: one garbage collection pause is not an overload.
 */
export class LoopLag {
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;
  private lagMs = 0;

  constructor() {
    this.histogram.enable();
    this.timer = setInterval(() => {
      const mean = this.histogram.mean;
      this.lagMs = Number.isFinite(mean) ? mean / 1e6 : 0;
      this.histogram.reset();
    }, SAMPLE_MS);
    this.timer.unref();
  }

  get meanMs(): number {
    return this.lagMs;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
