import type { Knex } from 'knex';
import type { PositionRecord, PositionReport } from '@reclamos/shared-types/schemas/positions';

/**
 * The `positions` table (last position per user, with its `sharing` flag) and `position_history`
 * (every accepted report, kept POSITION_HISTORY_DAYS). The throttle lives in the upsert itself, so
 * it holds across API processes sharing one database.
 */
export class PositionsRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Knex) {
    this.postgres = (db.client as { config: Knex.Config }).config.client === 'pg';
  }

  /**
   * Stores a report as the user's last position and in the history, in one transaction. Refused
   * (false) when the user's previous accepted report is younger than `minIntervalMs` and the user
   * has not stopped sharing since.
   */
  async record(userId: number, report: PositionReport, now: number, minIntervalMs: number): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      // A position is superseded by the next one within seconds: on PostgreSQL this transaction
      // does not wait for its WAL flush (a crash may lose the last instant of positions, never
      // consistency). Everything else in the API keeps synchronous commits.
      if (this.postgres) await trx.raw('SET LOCAL synchronous_commit = off');
      const result = await trx.raw<{ rows: unknown[] } | unknown[]>(
        `INSERT INTO positions (user_id, lat, lng, accuracy, updated_at, sharing) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
           updated_at = excluded.updated_at, sharing = excluded.sharing
         WHERE positions.sharing = ? OR positions.updated_at <= ?
         RETURNING user_id`,
        [userId, report.lat, report.lng, report.accuracy, now, true, false, now - minIntervalMs],
      );
      const rows = Array.isArray(result) ? result : result.rows;
      if (rows.length === 0) return false;
      await trx('position_history').insert({ user_id: userId, lat: report.lat, lng: report.lng, accuracy: report.accuracy, recorded_at: now });
      return true;
    });
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

  /** Removes history recorded before `before`; answers how many rows went. */
  async purgeHistoryBefore(before: number, trx: Knex = this.db): Promise<number> {
    return trx('position_history').where('recorded_at', '<', before).delete();
  }
}
