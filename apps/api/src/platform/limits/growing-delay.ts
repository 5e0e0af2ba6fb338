/**
 * Slows one key (a sign-in account) down, whatever addresses its attempts come from: the first
 * `free` attempts pass at once; from then on each counted attempt makes the next one wait, 1 s,
 * 2 s, 4 s … up to `maxDelayMs`. An attempt that comes too early is refused, not counted, and does
 * not push the wait further, so nobody waits longer than `maxDelayMs` for a turn. The key is
 * forgotten `quietMs` after its last counted attempt, or at once by `reset` (the right password).
 * In memory for one API process; RedisGrowingDelay keeps the same semantics for several.
 */
export interface GrowingDelay {
  /** Counts one attempt: 0 when it may go ahead now; otherwise the seconds to wait (nothing counted). */
  take(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface GrowingDelayOptions {
  /** Attempts that pass at once before the waits begin. */
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no counted attempt for this long starts again from nothing. */
  quietMs: number;
}

/** The wait after the `count`-th counted attempt: none before `free`, then doubling up to the cap. */
export function delayAfter(count: number, options: GrowingDelayOptions): number {
  if (count < options.free) return 0;
  return Math.min(options.maxDelayMs, options.firstDelayMs * 2 ** Math.min(count - options.free, 40));
}

interface State {
  count: number;
  nextAt: number;
  forgetAt: number;
}

export class MemoryGrowingDelay implements GrowingDelay {
  private readonly states = new Map<string, State>();
  private lastSweep = 0;

  constructor(
    private readonly options: GrowingDelayOptions,
    private readonly now: () => number = () => Date.now(),
  ) {}

  take(key: string): Promise<number> {
    const now = this.now();
    this.sweep(now);
    let state = this.states.get(key);
    if (state && state.forgetAt <= now) state = undefined;
    if (state && now < state.nextAt) return Promise.resolve(Math.max(1, Math.ceil((state.nextAt - now) / 1000)));
    const count = (state?.count ?? 0) + 1;
    const delay = delayAfter(count, this.options);
    this.states.set(key, { count, nextAt: now + delay, forgetAt: now + Math.max(this.options.quietMs, delay) });
    return Promise.resolve(0);
  }

  reset(key: string): Promise<void> {
    this.states.delete(key);
    return Promise.resolve();
  }

  /** Drops forgotten keys now and then, so a flood of account names cannot grow memory forever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.quietMs) return;
    this.lastSweep = now;
    for (const [key, state] of this.states) if (state.forgetAt <= now) this.states.delete(key);
  }
}
