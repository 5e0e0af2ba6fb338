import type { SendResult } from '../api/outbox-http.ts';
import { db as defaultDb, type ReclamosDatabase } from '../db/database.ts';
import type { OutboxItem } from '../db/rows.ts';
import { BACKOFF_CEILING_MS } from './backoff.ts';
import { isSendable } from './eligibility.ts';
import { emitSyncOutcome } from './events.ts';
import type { KindRegistry, QueuedAnswer } from './kind-definition.ts';
import { definitionFor, registeredKinds } from './kind-registry.ts';
import { withOutboxLock } from './lock.ts';
import { acknowledgingUuids, decideOutcome, type OutboxDecision } from './outcome.ts';
import { readSyncSession, type SyncSession } from './session.ts';
import { requestPersistentStorage } from './storage.ts';
import { setSyncTrigger } from './trigger.ts';

export interface SyncEngineOptions {
  db?: ReclamosDatabase;
  kinds?: KindRegistry;
  session?: () => Promise<SyncSession>;
  now?: () => number;
  random?: () => number;
  lock?: <T>(work: () => Promise<T>) => Promise<T>;
  isOnline?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** setTimeout's longest delay; the ceiling keeps every wait well under it anyway. */
const MAX_TIMER_MS = 2_147_483_647;
const MIN_TIMER_MS = 1_000;

/**
 * Sends the outbox (docs/offline.md, "When the engine runs"): on app start, `online`, the page
 * becoming visible, right after an enqueue and on the backoff timer; one sender across tabs; oldest
 * first; each outcome applied in one transaction with the local row. Runs asked for while one is
 * going are folded into one more pass, so nothing enqueued meanwhile is missed.
 */
export class SyncEngine {
  private readonly db: ReclamosDatabase;
  private readonly ownKinds: KindRegistry | undefined;
  private readonly session: () => Promise<SyncSession>;
  private readonly now: () => number;
  private readonly random: () => number;
  private readonly lock: <T>(work: () => Promise<T>) => Promise<T>;
  private readonly isOnline: () => boolean;
  private readonly setTimer: (run: () => void, ms: number) => unknown;
  private readonly clearTimer: (handle: unknown) => void;

  private running: Promise<void> | null = null;
  private again = false;
  private timer: unknown = null;
  /** The timer waits at least until then after a run stopped on a network error. */
  private retryFloor = 0;
  /** No run starts before then: the server answered 429 with Retry-After. */
  private pausedUntil = 0;

  constructor(options: SyncEngineOptions = {}) {
    this.db = options.db ?? defaultDb;
    this.ownKinds = options.kinds;
    this.session = options.session ?? readSyncSession;
    this.now = options.now ?? Date.now;
    this.random = options.random ?? Math.random;
    this.lock = options.lock ?? withOutboxLock;
    this.isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
    this.setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
    this.clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  }

  /** The app registers its kinds after this module is loaded (main.tsx), so they are read late. */
  private get kinds(): KindRegistry {
    return this.ownKinds ?? registeredKinds();
  }

  /** Works through the due items now, or once more right after the run in progress. */
  sync(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Hooks the triggers of a page to the engine; returns the function that unhooks them. */
  start(): () => void {
    const onOnline = () => {
      this.retryFloor = 0;
      void this.sync();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void this.sync();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    setSyncTrigger(() => void this.sync());
    void requestPersistentStorage();
    void this.sync();
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      setSyncTrigger(null);
      this.cancelTimer();
    };
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      if (!this.isOnline()) {
        // No timer while offline: the `online` event (or the page becoming visible) resumes.
        this.cancelTimer();
        return;
      }
      if (this.now() < this.pausedUntil) break;
      try {
        await this.lock(() => this.drain());
      } catch (error) {
        // A storage failure must not stop the timer: the items are still there to send later.
        console.error('outbox sync failed', error);
      }
    } while (this.again);
    await this.scheduleNext();
  }

  /**
   * Sends every due item once: urgent kinds first, then oldest first. The outbox is read once per
   * pass (reading it whole after every item made a long queue quadratic), and again only when
   * something was enqueued meanwhile, so an SOS goes next; each item is read again right before it
   * goes, so one changed or removed meanwhile (another tab) is seen.
   */
  private async drain(): Promise<void> {
    const tried = new Set<string>();
    const blockedUsers = new Set<number>();
    for (;;) {
      const items = this.urgentFirst(await this.db.outbox.orderBy('createdAt').toArray());
      const queued = new Set(items.map((item) => item.id));
      let attempted = false;
      let enqueuedMeanwhile = false;
      for (const listed of items) {
        if (this.again) {
          // sync() was asked during this pass: read the outbox again before the next item.
          this.again = false;
          enqueuedMeanwhile = true;
          break;
        }
        if (tried.has(listed.id)) continue;
        const session = await this.session();
        const sendable = (item: OutboxItem) => isSendable(item, { now: this.now(), session, queued, blockedUsers });
        if (!sendable(listed)) continue;
        const item = await this.db.outbox.get(listed.id);
        if (!item || !sendable(item)) continue;
        tried.add(item.id);
        attempted = true;
        const decision = await this.attempt(item, session);
        // Its dependants (an update after its create) may go later in this same pass.
        if (decision.type === 'synced') queued.delete(item.id);
        if (decision.type === 'needs-auth' && item.userId !== null) blockedUsers.add(item.userId);
        if (decision.type === 'retry' && decision.stopRun) {
          this.retryFloor = decision.nextAttemptAt;
          if (decision.pauseAll) this.pausedUntil = decision.nextAttemptAt;
          return;
        }
      }
      if (!attempted && !enqueuedMeanwhile) return;
    }
  }

  /** The items of urgent kinds, then the others, each group in the order given. */
  private urgentFirst(items: OutboxItem[]): OutboxItem[] {
    const urgent = items.filter((item) => definitionFor(this.kinds, item).urgent);
    return urgent.length === 0 ? items : [...urgent, ...items.filter((item) => !definitionFor(this.kinds, item).urgent)];
  }

  private async attempt(item: OutboxItem, session: SyncSession): Promise<OutboxDecision> {
    const definition = definitionFor(this.kinds, item);
    const withSession = item.userId !== null;
    await this.db.outbox.update(item.id, { status: 'sending' });
    let result: SendResult;
    try {
      result = await definition.send(item, { token: withSession ? session.token : null });
    } catch (error) {
      result = { type: 'network', error: String(error) };
    }
    const now = this.now();
    const decision = decideOutcome(result, {
      attempts: item.attempts,
      withSession,
      now,
      random: this.random(),
      acknowledges: acknowledgingUuids(item),
    });
    await this.apply(item, decision, session, now);
    emitSyncOutcome({
      id: item.id,
      kind: item.kind,
      outcome: decision.type,
      message: decision.type === 'synced' ? null : decision.type === 'rejected' ? decision.message : decision.lastError,
    });
    return decision;
  }

  private async apply(item: OutboxItem, decision: OutboxDecision, session: SyncSession, now: number): Promise<void> {
    const { db } = this;
    const definition = definitionFor(this.kinds, item);
    switch (decision.type) {
      case 'synced':
        await db.transaction('rw', [db.outbox, ...definition.tables(db)], async () => {
          await db.outbox.delete(item.id);
          // Acknowledged: the answer names the item, so it is the answer of the item's own endpoint.
          await definition.onSynced(db, item, decision.body as QueuedAnswer<typeof item.kind>, now);
        });
        return;
      case 'retry':
        await db.outbox.update(item.id, {
          status: 'pending',
          attempts: item.attempts + 1,
          nextAttemptAt: decision.nextAttemptAt,
          lastError: decision.lastError,
        });
        return;
      case 'needs-auth':
        await db.outbox.update(item.id, {
          status: 'needs-auth',
          lastError: decision.lastError,
          rejectedTokenHash: session.tokenHash,
        });
        return;
      case 'rejected':
        await db.transaction('rw', [db.outbox, ...definition.tables(db)], async () => {
          await db.outbox.update(item.id, { status: 'rejected', lastError: decision.message });
          await definition.onRejected(db, item, decision.message);
        });
        return;
    }
  }

  /** Sets the backoff timer for the earliest item that could go; none when nothing waits. */
  private async scheduleNext(): Promise<void> {
    this.cancelTimer();
    let earliest: number | null = null;
    try {
      const session = await this.session();
      const items = await this.db.outbox.toArray();
      const queued = new Set(items.map((item) => item.id));
      for (const item of items) {
        const waiting = item.status === 'pending' || item.status === 'sending';
        if (!waiting || !isSendable(item, { now: 0, session, queued, blockedUsers: new Set(), ignoreTime: true })) continue;
        earliest = Math.min(earliest ?? Infinity, item.nextAttemptAt);
      }
    } catch (error) {
      console.error('outbox timer failed', error);
      return;
    }
    if (earliest === null) return;
    const at = Math.max(earliest, this.retryFloor, this.pausedUntil);
    // At least a second: an item that keeps failing before its attempt (storage trouble) must
    // not spin the engine.
    const delay = Math.min(Math.max(at - this.now(), MIN_TIMER_MS), BACKOFF_CEILING_MS * 2, MAX_TIMER_MS);
    this.timer = this.setTimer(() => {
      this.timer = null;
      void this.sync();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
  }
}

export const syncEngine = new SyncEngine();
