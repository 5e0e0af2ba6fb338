import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForQuiet, type QuietOutcome } from './quiet-gate.ts';

const WAIT = { quietMs: 1500, maxWaitMs: 120_000 };
const running = new AbortController().signal;

/** Upload traffic under a fake clock: busy (null) or idle since a given instant. */
function traffic() {
  let idleAt: number | null = Date.now() - 60_000;
  return {
    idleSince: () => idleAt,
    begin: () => (idleAt = null),
    end: () => (idleAt = Date.now()),
  };
}

/** The gate's answer, and when it came (fake milliseconds after the call), once it comes. */
function watch(outcome: Promise<QuietOutcome>) {
  const started = Date.now();
  const seen: { outcome?: QuietOutcome; at?: number } = {};
  void outcome.then((value) => {
    seen.outcome = value;
    seen.at = Date.now() - started;
  });
  return seen;
}

describe('waitForQuiet', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('lets the work start at once when nothing has been in flight for the quiet time', async () => {
    const uploads = traffic();
    const seen = watch(waitForQuiet(uploads.idleSince, WAIT, running));
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ outcome: 'quiet', at: 0 });
  });

  it('waits while an upload is in flight and until the quiet time has passed after the last one', async () => {
    const uploads = traffic();
    uploads.begin();
    const seen = watch(waitForQuiet(uploads.idleSince, WAIT, running));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.outcome).toBeUndefined();
    uploads.end();
    await vi.advanceTimersByTimeAsync(1000);
    // Another upload comes before the quiet time is over: the quiet time counts again from its end.
    uploads.begin();
    await vi.advanceTimersByTimeAsync(2000);
    uploads.end();
    await vi.advanceTimersByTimeAsync(1499);
    expect(seen.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ outcome: 'quiet', at: 14_500 });
  });

  it('waits only for the rest of the quiet time when the last upload ended a moment ago', async () => {
    const uploads = traffic();
    uploads.end();
    await vi.advanceTimersByTimeAsync(500);
    const seen = watch(waitForQuiet(uploads.idleSince, WAIT, running));
    await vi.advanceTimersByTimeAsync(999);
    expect(seen.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ outcome: 'quiet', at: 1000 });
  });

  it('never waits longer than its bound under a steady stream of uploads', async () => {
    const uploads = traffic();
    uploads.begin();
    const seen = watch(waitForQuiet(uploads.idleSince, WAIT, running));
    await vi.advanceTimersByTimeAsync(WAIT.maxWaitMs - 1);
    expect(seen.outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toEqual({ outcome: 'overdue', at: WAIT.maxWaitMs });
  });

  it('ends at once when the server closes', async () => {
    const uploads = traffic();
    uploads.begin();
    const closing = new AbortController();
    const seen = watch(waitForQuiet(uploads.idleSince, WAIT, closing.signal));
    await vi.advanceTimersByTimeAsync(700);
    closing.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ outcome: 'stopped', at: 700 });
  });
});
