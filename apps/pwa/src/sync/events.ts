import type { OutboxKind } from '../db/rows.ts';

/** What the engine tells the screens after each attempt (in this tab). */
export interface SyncOutcomeEvent {
  id: string;
  kind: OutboxKind;
  outcome: 'synced' | 'retry' | 'needs-auth' | 'rejected';
  /** The server's message when rejected; the reason for a retry otherwise. */
  message: string | null;
}

type Listener = (event: SyncOutcomeEvent) => void;
const listeners = new Set<Listener>();

export function onSyncOutcome(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitSyncOutcome(event: SyncOutcomeEvent): void {
  for (const listener of listeners) listener(event);
}

/** Resolves with the first outcome of item `id`, or null after `timeoutMs`. */
export function waitForOutcome(id: string, timeoutMs: number): Promise<SyncOutcomeEvent | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, timeoutMs);
    const stop = onSyncOutcome((event) => {
      if (event.id !== id) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}
