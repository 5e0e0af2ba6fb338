import type { SendResult } from '../api/outbox-http.ts';
import { backoffDelay } from './backoff.ts';
import { MSG } from '@reclamos/shared-types/messages';

/** What happens to an outbox item after one attempt (docs/offline.md, "Outcomes of one attempt"). */
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
  /** The uuids whose mention in a 2xx answer acknowledges the item (`acknowledgingUuids`). */
  acknowledges: readonly string[];
}

/**
 * The uuids that acknowledge a queued item: its own id (a create's Idempotency-Key, which the
 * server answers back as `uuid`) and the record it edits (`payload.uuid`, answered back inside
 * the record). Read from the item's shape, so no kind needs to know about it.
 */
export function acknowledgingUuids(item: { id: string; payload?: unknown }): string[] {
  const target = (item.payload as { uuid?: unknown } | undefined)?.uuid;
  return typeof target === 'string' && target !== item.id ? [item.id, target] : [item.id];
}

/** Whether a 2xx body names one of the uuids, at its top level or in a record it carries. */
function namesItem(body: unknown, uuids: readonly string[]): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const named = (value: unknown) => typeof value === 'string' && uuids.includes(value.toLowerCase());
  const record = body as Record<string, unknown>;
  if (named(record.uuid)) return true;
  return Object.values(record).some((value) => value !== null && typeof value === 'object' && named((value as { uuid?: unknown }).uuid));
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

  // Only an answer that names the item is an acknowledgement: a captive portal's HTML, a proxy's
  // `{}` or a bare 204 may come from anything but our server, so the item stays and is retried.
  if (result.type === 'ok')
    return namesItem(
      result.body,
      context.acknowledges.map((uuid) => uuid.toLowerCase()),
    )
      ? { type: 'synced', body: result.body }
      : retry(MSG.sync.unacknowledged, true);
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
