import type { Knex } from 'knex';
import { dialectOf } from '../platform/database/json-sql.ts';
import { addDays, startOfZonedDay, zonedDay } from '@reclamos/shared-types/zoned-time';

/**
 * The days of `position_history` (migration 20261127010000). On PostgreSQL each calendar day of
 * the zone is one partition, created ahead by `ensureDays` and dropped whole by `expireBefore`;
 * a row whose day had no partition waits in the DEFAULT partition and is moved into its day when
 * that day is created. On SQLite a person-day is one range of a covering (user_id, recorded_at, …)
 * index and `expireBefore` deletes old rows in small chunks, each its own short transaction, so a report or a health check
 * never waits behind the whole expiry (docs/decisions.md, "Position history by day").
 */

/** Days created ahead of today, so midnight never finds its partition missing. */
const DAYS_AHEAD = 2;
/**
 * Rows per SQLite expiry transaction, adapted as it runs so each statement holds the event loop
 * (better-sqlite3 is synchronous) and the write lock for about EXPIRY_CHUNK_MS: on a cold page
 * cache one row can cost ~60 µs, as its entries in the per-person index are scattered over every
 * person's range, so a fixed 2,000-row chunk blocked requests for over 100 ms.
 */
const EXPIRY_CHUNK = { first: 500, min: 20, max: 5000 };
const EXPIRY_CHUNK_MS = 8;
/** A partition drop waits this long for its lock, then gives up until the next run. */
const DROP_LOCK_TIMEOUT = '2s';

const PARTITION = /^position_history_(\d{4})(\d{2})(\d{2})$/;

export function partitionName(day: string): string {
  return `position_history_${day.replaceAll('-', '')}`;
}

/** Yields to the event loop (and to whoever waits for SQLite's one connection). */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** The next chunk's size: halved when the last one took over twice the aim, doubled under half of it. */
export function nextChunk(rows: number, ms: number): number {
  if (ms > 2 * EXPIRY_CHUNK_MS) return Math.max(EXPIRY_CHUNK.min, Math.floor(rows / 2));
  if (ms < EXPIRY_CHUNK_MS / 2) return Math.min(EXPIRY_CHUNK.max, rows * 2);
  return rows;
}

export class HistoryDays {
  private readonly postgres: boolean;

  constructor(
    private readonly db: Knex,
    private readonly timeZone: string,
  ) {
    this.postgres = dialectOf(db) === 'pg';
  }

  /** PostgreSQL: the partitions of today and the next days exist (no-op on SQLite). */
  async ensureDays(now = Date.now()): Promise<void> {
    if (!this.postgres) return;
    const today = zonedDay(now, this.timeZone);
    const existing = new Set(await this.partitionDays());
    for (let i = 0; i <= DAYS_AHEAD; i += 1) {
      const day = addDays(today, i);
      if (!existing.has(day)) await this.createDay(day);
    }
    // Rows that landed in DEFAULT (a day created late, an insert by hand) get their own day.
    const tried = new Set<string>();
    for (;;) {
      const stray = (await this.db('position_history_default').min({ at: 'recorded_at' }).first()) as { at: string | null } | undefined;
      if (stray?.at == null) return;
      const day = zonedDay(Number(stray.at), this.timeZone);
      // A day whose bounds moved (the zone was changed) cannot be created: leave its rows in DEFAULT.
      if (tried.has(day)) return;
      tried.add(day);
      await this.createDay(day);
    }
  }

  /**
   * Removes the history of every day that ended before `before` (epoch ms): rows are kept at
   * least POSITION_HISTORY_DAYS and leave with their whole day. Answers the rows removed on
   * SQLite and the days dropped on PostgreSQL.
   */
  async expireBefore(before: number): Promise<number> {
    const cutoff = startOfZonedDay(zonedDay(before, this.timeZone), this.timeZone);
    return this.postgres ? this.dropDaysBefore(cutoff) : this.deleteChunksBefore(cutoff);
  }

  private async partitionDays(): Promise<string[]> {
    const result = await this.db.raw<{ rows: { name: string }[] }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'position_history'::regclass`,
    );
    return result.rows.flatMap(({ name }) => {
      const match = PARTITION.exec(name);
      return match ? [`${match[1]}-${match[2]}-${match[3]}`] : [];
    });
  }

  /**
   * PostgreSQL: creates one day's partition (no-op on SQLite), moving its rows out of DEFAULT first (PostgreSQL refuses a new
   * partition while DEFAULT holds rows of its range). Another process creating the same day at the
   * same moment makes this one fail harmlessly: the day exists either way.
   */
  async createDay(day: string): Promise<void> {
    if (!this.postgres) return;
    const name = partitionName(day);
    const from = startOfZonedDay(day, this.timeZone);
    const to = startOfZonedDay(addDays(day, 1), this.timeZone);
    try {
      await this.db.transaction(async (trx) => {
        await trx.raw('CREATE TABLE ?? (LIKE position_history INCLUDING DEFAULTS)', [name]);
        await trx.raw(
          `WITH moved AS (DELETE FROM position_history_default WHERE recorded_at >= ? AND recorded_at < ? RETURNING *)
           INSERT INTO ?? SELECT * FROM moved`,
          [from, to, name],
        );
        await trx.raw(`ALTER TABLE position_history ATTACH PARTITION ?? FOR VALUES FROM (${from}) TO (${to})`, [name]);
      });
    } catch (error) {
      if ((await this.partitionDays()).includes(day)) return;
      throw error;
    }
  }

  private async dropDaysBefore(cutoff: number): Promise<number> {
    const cutoffDay = zonedDay(cutoff, this.timeZone);
    const old = (await this.partitionDays()).filter((day) => day < cutoffDay).sort();
    for (const day of old) {
      await this.db.transaction(async (trx) => {
        // Dropping a partition locks its parent for an instant; never queue behind a long read.
        await trx.raw(`SET LOCAL lock_timeout = '${DROP_LOCK_TIMEOUT}'`);
        await trx.raw('DROP TABLE ??', [partitionName(day)]);
      });
    }
    await this.db('position_history_default').where('recorded_at', '<', cutoff).delete();
    return old.length;
  }

  private async deleteChunksBefore(cutoff: number): Promise<number> {
    let removed = 0;
    let chunk = EXPIRY_CHUNK.first;
    for (;;) {
      const oldest = this.db('position_history')
        .select('user_id', 'recorded_at')
        .where('recorded_at', '<', cutoff)
        .orderBy('recorded_at')
        .limit(chunk);
      const started = performance.now();
      const changes = await this.db('position_history').whereIn(['user_id', 'recorded_at'], oldest).delete();
      const ms = performance.now() - started;
      removed += changes;
      if (changes < chunk) return removed;
      chunk = nextChunk(chunk, ms);
      await pause();
    }
  }
}
