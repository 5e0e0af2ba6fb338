/**
 * One sender at a time across the tabs of this origin (Web Locks API); where a browser lacks
 * it, at least one per tab. The lock is held while an item is on the wire, so two tabs never
 * send the same item at once.
 */
export const OUTBOX_LOCK = 'reclamos-outbox-sync';

let tail: Promise<unknown> = Promise.resolve();

export function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request(OUTBOX_LOCK, work);
  }
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
