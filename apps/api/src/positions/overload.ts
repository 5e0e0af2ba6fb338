import { monitorEventLoopDelay } from 'node:perf_hooks';

const SAMPLE_MS = 1000;
/** The histogram's timer period; a sample is the whole period, so an idle loop reads about this. */
const RESOLUTION_MS = 10;

/**
 * The event loop's median delay over the last second. Past the bound, position reports are
 * answered 'throttled' at once instead of waiting in line: every HTTP request (a complaint, a
 * sign-in, /api/health) shares this loop, and a queue of positions would only deliver stale ones
 * later. The median of the sampled delays, not their maximum or mean: one long pause (a garbage
 * collection, the boot) is not an overload, a loop late on every turn is.
 */
export class LoopLag {
  private readonly histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  private readonly timer: NodeJS.Timeout;
  private lagMs = 0;

  constructor() {
    this.histogram.enable();
    this.timer = setInterval(() => {
      const median = this.histogram.count > 0 ? this.histogram.percentile(50) : 0;
      this.lagMs = Number.isFinite(median) ? Math.max(0, median / 1e6 - RESOLUTION_MS) : 0;
      this.histogram.reset();
    }, SAMPLE_MS);
    this.timer.unref();
  }

  get medianMs(): number {
    return this.lagMs;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}
