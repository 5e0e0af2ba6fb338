import type { Knex } from 'knex';
import type { Fix } from './track-summary.ts';

/** Degrees of latitude per metre (a meridian's degree is ~111.2 km everywhere). */
const DEG_PER_M = 1 / 111_195;

export interface NearbyRow extends Fix {
  userId: number;
}

/**
 * Reads of `position_history` (how it is stored: history-days.ts). A person's day is one range
 * of the (user_id, recorded_at) key; "who was near" reads the window's rows inside the radius's
 * bounding box through the recorded_at index and leaves the exact distance to the caller.
 */
export class PositionHistoryRepository {
  constructor(private readonly db: Knex) {}

  /** The person's fixes in [from, to), oldest first. */
  async fixesOf(userId: number, from: number, to: number): Promise<Fix[]> {
    const rows = (await this.db('position_history')
      .select('recorded_at', 'lat', 'lng', 'accuracy')
      .where('user_id', userId)
      .andWhere('recorded_at', '>=', from)
      .andWhere('recorded_at', '<', to)
      .orderBy('recorded_at')) as { recorded_at: number | string; lat: number; lng: number; accuracy: number }[];
    return rows.map((row) => ({ at: Number(row.recorded_at), lat: row.lat, lng: row.lng, accuracy: row.accuracy }));
  }

  /** Fixes in [from, to] within the bounding box of a circle of `radiusM` around the point. */
  async fixesAround(lat: number, lng: number, radiusM: number, from: number, to: number): Promise<NearbyRow[]> {
    const dLat = radiusM * DEG_PER_M;
    const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
    const rows = (await this.db('position_history')
      .select('user_id', 'recorded_at', 'lat', 'lng', 'accuracy')
      .whereBetween('recorded_at', [from, to])
      .andWhereBetween('lat', [lat - dLat, lat + dLat])
      .andWhereBetween('lng', [lng - dLng, lng + dLng])) as {
      user_id: number;
      recorded_at: number | string;
      lat: number;
      lng: number;
      accuracy: number;
    }[];
    return rows.map((row) => ({ userId: row.user_id, at: Number(row.recorded_at), lat: row.lat, lng: row.lng, accuracy: row.accuracy }));
  }

  /** Names of these people as the users table holds them (a removed account keeps its name). */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.db('users').select('id', 'nombre').whereIn('id', ids)) as { id: number; nombre: string }[];
    return new Map(rows.map((row) => [row.id, row.nombre]));
  }

  /** Every account not removed, by name: whoever may have shared a position. */
  async people(): Promise<{ id: number; nombre: string; rol: string }[]> {
    return (await this.db('users')
      .select('id', 'nombre', 'rol')
      .whereNull('deleted_at')
      .orderBy([{ column: 'nombre' }, { column: 'id' }])) as { id: number; nombre: string; rol: string }[];
  }
}
