import type { Knex } from 'knex';
import type { PositionRecord, PositionReport } from '@reclamos/shared-types/positions/schemas';

/** History rows per INSERT (5 parameters each, well under SQLite's limit). */
const HISTORY_CHUNK = 500;

/** Latest-position rows per upsert (6 parameters each, well under both engines' limits). */
const UPSERT_CHUNK = 500;

/** The batch's reports by round: round k holds each user's k-th report, with its index in the batch. */
function rounds(reports: readonly StoredReport[]): { report: StoredReport; index: number }[][] {
  const byRound: { report: StoredReport; index: number }[][] = [];
  const seen = new Map<number, number>();
  reports.forEach((report, index) => {
    const round = seen.get(report.userId) ?? 0;
    seen.set(report.userId, round + 1);
    (byRound[round] ??= []).push({ report, index });
  });
  return byRound;
}

/** One accepted report waiting in a batch: `at` is when the server accepted it (epoch ms). */
export interface StoredReport {
  userId: number;
  report: PositionReport;
  at: number;
}

/**
 * The `positions` table (last position per user, with its `sharing` flag) and `position_history`
 * (every accepted report, kept POSITION_HISTORY_DAYS; its days in history-days.ts, its reads in
 * position-history-repository.ts). The throttle lives in the upsert itself, so
 * it holds across API processes sharing one database.
 */
export class PositionsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Knex) {
    this.postgres = (db.client as { config: Knex.Config }).config.client === 'pg';
  }

  /**
   * Stores a batch of reports, in order, in one transaction (one commit, so one fsync on SQLite
   * for the whole batch): each as its user's last position and in the history. A report is
   * refused (false at its index) when the user's previous accepted report is younger than
   * `minIntervalMs` and the user has not stopped sharing since; the condition is in the upsert
   * itself, so it holds across API processes sharing one database.
   */
  async recordBatch(reports: readonly StoredReport[], minIntervalMs: number): Promise<boolean[]> {
    if (reports.length === 0) return [];
    return this.db.transaction(async (trx) => {
      if (this.postgres) {
        // A position is superseded by the next within seconds, so this transaction's commit does
        // not wait for its WAL flush: a crash may lose the last instant of positions, never
        // consistency. Every other write of the API keeps synchronous commits.
        await trx.raw('SET LOCAL synchronous_commit = off');
      }
      const accepted = reports.map(() => false);
      // One statement per round instead of one per report: round k holds each user's k-th report
      // of the batch, so a user's reports still meet the throttle in order, and users, who never
      // share a throttle, share a statement (the batch is mostly one report per user).
      for (const round of rounds(reports))
        for (let i = 0; i < round.length; i += UPSERT_CHUNK) {
          const chunk = round.slice(i, i + UPSERT_CHUNK);
          const indexOf = new Map(chunk.map((entry) => [entry.report.userId, entry.index]));
          for (const userId of await this.upsertLatest(trx, chunk, minIntervalMs)) {
            const index = indexOf.get(userId);
            if (index !== undefined) accepted[index] = true;
          }
        }
      const history = reports
        .filter((_, i) => accepted[i])
        .map(({ userId, report, at }) => ({
          user_id: userId,
          lat: report.lat,
          lng: report.lng,
          accuracy: report.accuracy,
          recorded_at: at,
        }));
      for (let i = 0; i < history.length; i += HISTORY_CHUNK) await trx('position_history').insert(history.slice(i, i + HISTORY_CHUNK));
      return accepted;
    });
  }

  /**
   * Each report as its user's last position unless the previous one is younger than
   * `minIntervalMs` and the user is still sharing: the user ids stored. One user per call at most once.
   */
  private async upsertLatest(trx: Knex, chunk: readonly { report: StoredReport }[], minIntervalMs: number): Promise<number[]> {
    const [yes, no] = this.postgres ? ['true', 'false'] : ['1', '0'];
    const values = chunk.map(() => `(?, ?, ?, ?, ?, ${yes})`).join(', ');
    const result = (await trx.raw(
      `INSERT INTO positions (user_id, lat, lng, accuracy, updated_at, sharing) VALUES ${values}
       ON CONFLICT (user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
         updated_at = excluded.updated_at, sharing = excluded.sharing
       WHERE positions.sharing = ${no} OR positions.updated_at <= excluded.updated_at - ?
       RETURNING user_id`,
      [...chunk.flatMap(({ report: { userId, report, at } }) => [userId, report.lat, report.lng, report.accuracy, at]), minIntervalMs],
    )) as { user_id: number | string }[] | { rows: { user_id: number | string }[] };
    return (Array.isArray(result) ? result : result.rows).map((row) => Number(row.user_id));
  }

  /** Marks the user as no longer sharing; true when they were sharing until now. */
  async stopSharing(userId: number, trx: Knex = this.db): Promise<boolean> {
    const changed = await trx('positions').where({ user_id: userId, sharing: true }).update({ sharing: false });
    return changed > 0;
  }

  /** Active users still sharing whose last report is newer than `since`. */
  async listSharingSince(since: number, trx: Knex = this.db): Promise<PositionRecord[]> {
    const rows = (await trx('positions as p')
      .join('users as u', 'u.id', 'p.user_id')
      .select('u.id', 'u.nombre', 'p.lat', 'p.lng', 'p.updated_at')
      .where('p.sharing', true)
      .andWhere('p.updated_at', '>', since)
      .whereNull('u.deleted_at')
      .andWhere('u.estado', 'ACTIVO')
      .orderBy('u.id')) as { id: number; nombre: string; lat: number; lng: number; updated_at: number | string }[];
    return rows.map((row) => ({
      id: row.id,
      nombre: row.nombre,
      lat: Number(row.lat),
      lng: Number(row.lng),
      updated_at: new Date(Number(row.updated_at)).toISOString(),
    }));
  }
}
