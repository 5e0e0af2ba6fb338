/**
 * How a write wakes the outbox's engine without importing it. The running engine sets its pass
 * (engine.ts); useSyncEngine sets how to fetch and start the engine while it is not running. A
 * module of its own, outside the 'outbox' chunk (vite.config.ts), so that hook reaches it without
 * bringing the outbox's code into the page's first load.
 */
let trigger: (() => void) | null = null;
let starter: (() => void) | null = null;

export function setSyncTrigger(next: (() => void) | null): void {
  trigger = next;
}

/**
 * useSyncEngine's start. A write queued while the engine's code has not arrived calls it: that
 * code's first fetch may have failed while the phone still counted as online, and then no
 * 'online' event would ever try again, leaving the write unsent for the rest of the visit.
 */
export function setSyncStarter(next: (() => void) | null): void {
  starter = next;
}

export function requestSync(): void {
  if (trigger) trigger();
  else starter?.();
}
