/** Lets `enqueue` wake the running engine without importing it (set by the engine's start). */
let trigger: (() => void) | null = null;

export function setSyncTrigger(next: (() => void) | null): void {
  trigger = next;
}

export function requestSync(): void {
  trigger?.();
}
