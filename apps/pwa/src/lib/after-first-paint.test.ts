import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A PerformanceObserver whose paint entries the test delivers by hand. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakePaintObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  deliver(...names: string[]) {
    this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  }
}

/** Runs what `setTimeout(task, 0)` queued (timers round a 0 ms delay up to 1 ms). */
const nextTask = () => vi.advanceTimersByTime(1);

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakePaintObserver.instances = [];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, not the first paint of the background', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    const observer = FakePaintObserver.instances[0]!;
    observer.deliver('first-paint');
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    observer.deliver('first-contentful-paint');
    nextTask();
    expect(task).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after latestMs when no paint is reported (a page hidden before it painted)', () => {
    const task = vi.fn();
    afterFirstPaint(task, 3000);
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    nextTask();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled (the form left before it painted)', () => {
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    cancel();
    FakePaintObserver.instances[0]!.deliver('first-contentful-paint');
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });

  it('waits a frame and a task where the browser has no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const task = vi.fn();
    afterFirstPaint(task);
    nextTask();
    expect(task).not.toHaveBeenCalled();
    frames[0]!(0);
    nextTask();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
