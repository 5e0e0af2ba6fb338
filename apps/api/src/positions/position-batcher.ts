import type { PositionReport } from '@reclamos/shared-types/positions/schemas';

/** What became of one report handed to the batcher. */
export type BatchOutcome = 'accepted' | 'throttled' | 'ended';

export interface BatchStore {
  /** Of these sessions, the ones still valid (one query per batch). */
  validSessions(sessionIds: readonly number[]): Promise<Set<number>>;
  /** Writes the reports in one transaction; true at the index of each one stored. */
  write(reports: readonly { userId: number; report: PositionReport; at: number }[]): Promise<boolean[]>;
}

interface Pending {
  userId: number;
  sessionId: number;
  report: PositionReport;
  at: number;
  settle: (outcome: BatchOutcome) => void;
  fail: (error: unknown) => void;
}

export interface BatcherOptions {
  /** The longest a report waits for its batch. */
  windowMs: number;
  /** A batch this large is written at once. */
  maxRows: number;
}

/**
 * Accepted position reports written in batches: the reports of a short window (or `maxRows` of
 * them) share one session check and one transaction, so one commit and one fsync, where each
 * used to cost its own. One batch is written at a time; reports arriving meanwhile form the next.
 * Each report's promise settles when its batch is committed, so the phone's acknowledgement still
 * follows the write. Nothing here is durable before its batch commits: a crash loses the open
 * window, and `close()` (the server's close hook) writes it.
 */
export class PositionBatcher {
  private pending: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private inFlight = 0;
  private closed = false;

  constructor(
    private readonly store: BatchStore,
    private readonly options: BatcherOptions,
    /** Called with each batch's size once it is committed (metrics). */
    private readonly onBatch: (size: number) => void = () => undefined,
  ) {}

  /** Reports waiting for a batch or being written now. */
  get queued(): number {
    return this.pending.length + this.inFlight;
  }

  /** Answers 'throttled' once closing: the phone keeps the fix and sends it to the next server. */
  submit(userId: number, sessionId: number, report: PositionReport, at: number): Promise<BatchOutcome> {
    if (this.closed) return Promise.resolve('throttled');
    return new Promise((settle, fail) => {
      this.pending.push({ userId, sessionId, report, at, settle, fail });
      if (this.pending.length >= this.options.maxRows) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.options.windowMs);
    });
  }

  /** Writes everything waiting now (a stop-sharing, a sign-out); answers once it is committed. */
  async settled(): Promise<void> {
    while (this.pending.length > 0 || this.writing) {
      this.kick();
      await this.writing;
    }
  }

  /** The server's close hook: no more reports; what waits is written and answered. */
  async close(): Promise<void> {
    this.closed = true;
    await this.settled();
  }

  private kick(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing || this.pending.length === 0) return;
    const batch = this.pending.splice(0, this.options.maxRows);
    this.inFlight = batch.length;
    this.writing = this.write(batch).finally(() => {
      this.writing = null;
      this.inFlight = 0;
      // What arrived meanwhile waits no longer than its own window.
      if (this.pending.length >= this.options.maxRows) this.kick();
      else if (this.pending.length > 0) this.timer ??= setTimeout(() => this.kick(), this.options.windowMs);
    });
  }

  private async write(batch: Pending[]): Promise<void> {
    try {
      const valid = await this.store.validSessions(batch.map((p) => p.sessionId));
      const live = batch.filter((p) => valid.has(p.sessionId));
      const stored = await this.store.write(live);
      this.onBatch(live.length);
      for (const p of batch) if (!valid.has(p.sessionId)) p.settle('ended');
      live.forEach((p, i) => p.settle(stored[i] ? 'accepted' : 'throttled'));
    } catch (error) {
      for (const p of batch) p.fail(error);
    }
  }
}
