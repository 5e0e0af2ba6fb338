/** What the background work waits on: since when nothing has been in flight (null: something is now). */
export type IdleSince = () => number | null;

export interface QuietWait {
  /** How long nothing must have been in flight before the work starts. */
  quietMs: number;
  /** The longest wait: past it the work starts anyway, so a steady stream of uploads cannot starve it. */
  maxWaitMs: number;
}

/** Why the wait ended: things were quiet, the wait reached its bound, or the caller stopped it. */
export type QuietOutcome = 'quiet' | 'overdue' | 'stopped';

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // A background wait never keeps the process alive on its own.
    timer.unref();
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Waits until `idleSince` has said "idle" for `quietMs`, or `maxWaitMs` have passed, or `signal`
 * aborts. It looks again only when the quiet time could have been reached (every `quietMs` while
 * busy), so a burst costs a timer every second or two, not a callback per upload.
 */
export async function waitForQuiet(idleSince: IdleSince, wait: QuietWait, signal: AbortSignal): Promise<QuietOutcome> {
  const started = Date.now();
  for (;;) {
    if (signal.aborted) return 'stopped';
    const now = Date.now();
    const since = idleSince();
    const quietFor = since === null ? 0 : now - since;
    if (quietFor >= wait.quietMs) return 'quiet';
    const left = wait.maxWaitMs - (now - started);
    if (left <= 0) return 'overdue';
    await sleep(Math.min(wait.quietMs - quietFor, left), signal);
  }
}
