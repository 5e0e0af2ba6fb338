import type { OutboxItem } from '../db/rows.ts';
import type { SyncSession } from './session.ts';

export interface EligibilityContext {
  now: number;
  session: SyncSession;
  /** Ids of every item still in the outbox (an item waits while the one it depends on is there). */
  queued: ReadonlySet<string>;
  /** Users whose session was refused during this run. */
  blockedUsers: ReadonlySet<number>;
  /** True to ask "could it go once its time comes?" (for the timer), not "is it due now?". */
  ignoreTime?: boolean;
}

/** Whether the engine may send `item` now (docs/offline.md, "Order" and "Whose item"). */
export function isSendable(item: OutboxItem, context: EligibilityContext): boolean {
  const { session } = context;
  if (item.status === 'rejected') return false;
  if (item.dependsOn !== null && context.queued.has(item.dependsOn)) return false;
  if (item.userId !== null) {
    // Only with that user's own session: another user signed in on this phone never sends it.
    if (session.userId !== item.userId || !session.token) return false;
    if (context.blockedUsers.has(item.userId)) return false;
  }
  if (item.status === 'needs-auth') return session.tokenHash !== item.rejectedTokenHash;
  return context.ignoreTime === true || item.nextAttemptAt <= context.now;
}
