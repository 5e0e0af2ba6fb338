import type { SendResult } from '../api/outbox-http.ts';
import { backoffDelay } from './backoff.ts';

/** What happens to an outbox item after one attempt (OFFLINE.md, Outcomes). */
export type OutboxDecision =
  | { type: 'synced'; body: unknown }
  /** Kept for later. `stopRun`: the other items would fail the same way right now; `pauseAll`:
   * the server asked every item to wait (429 with Retry-After). */
  | { type: 'retry'; nextAttemptAt: number; lastError: string; stopRun: boolean; pauseAll: boolean }
  | { type: 'needs-auth'; lastError: string }
  | { type: 'rejected'; message: string };

export interface AttemptContext {
  /** Failed attempts so far, before this one. */
  attempts: number;
  /** Whether the item went with its user's session (a 401 then means the session ended). */
  withSession: boolean;
  now: number;
  /** In [0, 1): the backoff's jitter. */
  random: number;
}

const IN_FLIGHT = 'idempotency_in_flight';

export function decideOutcome(result: SendResult, context: AttemptContext): OutboxDecision {
  const retry = (lastError: string, stopRun: boolean, atLeastMs = 0, pauseAll = false): OutboxDecision => ({
    type: 'retry',
    nextAttemptAt: context.now + Math.max(backoffDelay(context.attempts + 1, context.random), atLeastMs),
    lastError,
    stopRun,
    pauseAll,
  });

  if (result.type === 'ok') return { type: 'synced', body: result.body };
  // No coverage or no server: the next items would fail the same way.
  if (result.type === 'network') return retry(result.error, true);

  const { status, message, code, retryAfterMs } = result;
  const described = `${status} ${message}`;
  if (status >= 500 || status === 408) return retry(described, false);
  if (status === 429) return retry(described, true, retryAfterMs ?? 0, true);
  if (status === 409 && code === IN_FLIGHT) return retry(described, false);
  if (status === 401) {
    // Items without a user go with no session, so a 401 is the server's problem, not theirs.
    return context.withSession ? { type: 'needs-auth', lastError: described } : retry(described, false);
  }
  if (status >= 400) return { type: 'rejected', message };
  // 1xx/3xx never reach here in a browser; keep the item rather than guess.
  return retry(described, false);
}
