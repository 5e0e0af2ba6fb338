/**
 * Asks the browser to keep this origin's storage under pressure (the outbox lives there), once
 * per page; browsers remember a grant. `storageUse` feeds the "almost full" notice.
 */
let asked = false;

export async function requestPersistentStorage(): Promise<void> {
  if (asked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  asked = true;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Not granted or not supported: the outbox works all the same, with less protection.
  }
}

/** Used share of the quota in [0, 1], or null when the browser does not say. */
export async function storageUse(): Promise<number | null> {
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return usage !== undefined && quota ? usage / quota : null;
  } catch {
    return null;
  }
}
