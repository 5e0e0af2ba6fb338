import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_IDLE_TIMEOUT_MS, resetStartedForTests, whenStarted } from './when-started.ts';

/** An idle callback the test runs by hand, as the browser would once React's tasks are done. */
let idle: Array<{ run: () => void; timeout: number | undefined }> = [];

/** The first paint as reported: one observer delivers first-contentful-paint to whoever asks. */
class PaintedObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  }
  disconnect() {}
}

describe('whenStarted', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    resetStartedForTests();
    vi.stubGlobal('PerformanceObserver', PaintedObserver);
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits after the first paint for the first idle moment, with a bound', async () => {
    const done = vi.fn();
    void whenStarted().then(done);
    await vi.advanceTimersByTimeAsync(1000);
    // Painted, but the page has not been idle yet (React still hydrating): nothing runs.
    expect(done).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(START_IDLE_TIMEOUT_MS);
    idle[0]?.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('is one moment for the page: later callers go on at once, and nothing is asked twice', async () => {
    const first = whenStarted();
    await vi.advanceTimersByTimeAsync(1);
    idle[0]?.run();
    await first;
    const later = vi.fn();
    void whenStarted().then(later);
    await vi.advanceTimersByTimeAsync(0);
    expect(later).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(1);
  });
});
