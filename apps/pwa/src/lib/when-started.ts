import { afterFirstPaint } from './after-first-paint.ts';

/** An idle moment may never come on a phone kept busy: past this the work starts anyway. */
export const START_IDLE_TIMEOUT_MS = 2000;

let started: Promise<void> | undefined;

/**
 * Resolves once the page has painted and the browser is idle for the first time after that.
 * On a pre-rendered page React hydrates in tasks of its own until the whole page is live, and an
 * idle callback waits behind them: what waits here (the phone's database and the outbox engine,
 * the compressor, the toaster, the service worker) neither lengthens nor delays the hydration
 * that makes the form usable, and each of them runs as a task of its own afterwards. One promise
 * for the page's life: once started, later callers go on at once.
 */
export function whenStarted(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    afterFirstPaint(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: START_IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    });
  });
  return started;
}

/** Tests only: forgets that the page started. */
export function resetStartedForTests(): void {
  started = undefined;
}
