import type { Knex } from 'knex';
import type { PositionRecord, PositionReport } from '@reclamos/shared-types/positions/schemas';

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
   * Stores a report as the user's last position and in the history, atomically. Refused (false)
   * when the user's previous accepted report is younger than `minIntervalMs` and the user has not
   * stopped sharing since.
   */
  async record(userId: number, report: PositionReport, now: number, minIntervalMs: number): Promise<boolean> {
    const values = [userId, report.lat, report.lng, report.accuracy, now];
    if (this.postgres) {
      // One statement, one round trip (each is a wait for the database's turn on a busy machine).
      // A position is superseded by the next within seconds, so this statement's commit does not
      // wait for its WAL flush: a crash may lose the last instant of positions, never consistency.
      // Every other write of the API keeps synchronous commits.
      const { rows } = await this.db.raw<{ rows: { accepted: number }[] }>(
        `WITH settings AS (SELECT set_config('synchronous_commit', 'off', true)),
         latest AS (
           INSERT INTO positions (user_id, lat, lng, accuracy, updated_at, sharing)
           SELECT ?::integer, ?::double precision, ?::double precision, ?::double precision, ?::bigint, true FROM settings
           ON CONFLICT (user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
             updated_at = excluded.updated_at, sharing = true
           WHERE positions.sharing = false OR positions.updated_at <= ?::bigint
           RETURNING user_id, lat, lng, accuracy, updated_at),
         history AS (
           INSERT INTO position_history (user_id, lat, lng, accuracy, recorded_at)
           SELECT user_id, lat, lng, accuracy, updated_at FROM latest)
         SELECT count(*)::integer AS accepted FROM latest`,
        [...values, now - minIntervalMs],
      );
      return (rows[0]?.accepted ?? 0) > 0;
    }
    return this.db.transaction(async (trx) => {
      const accepted = (await trx.raw(
        `INSERT INTO positions (user_id, lat, lng, accuracy, updated_at, sharing) VALUES (?, ?, ?, ?, ?, 1)
         ON CONFLICT (user_id) DO UPDATE SET lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
           updated_at = excluded.updated_at, sharing = 1
         WHERE positions.sharing = 0 OR positions.updated_at <= ?
         RETURNING user_id`,
        [...values, now - minIntervalMs],
      )) as unknown[];
      if (accepted.length === 0) return false;
      await trx('position_history').insert({
        user_id: userId,
        lat: report.lat,
        lng: report.lng,
        accuracy: report.accuracy,
        recorded_at: now,
      });
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
