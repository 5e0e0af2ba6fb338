import type { Knex } from 'knex';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';

/** The `sos_alertas` table: one row per alert, open while `atendida_at` is null. SQL only. */

export interface NewSosAlert {
  uuid: string;
  contentHash: string;
  fecha: number;
  usuario: { id: number; nombre: string };
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  posicionAt: number | null;
  pulsadaAt: number;
  silenciosa: boolean;
}

interface SosRow {
  id: number;
  uuid: string;
  fecha: number | string;
  usuario_id: number;
  usuario_nombre: string;
  lat: number | null;
  lng: number | null;
  accuracy: number | null;
  posicion_at: number | string | null;
  pulsada_at: number | string;
  silenciosa: boolean | number;
  atendida_at: number | string | null;
  atendida_por_id: number | null;
  atendida_por_nombre: string | null;
}

const iso = (at: number | string) => new Date(Number(at)).toISOString();

/** A row as the contract's record (BIGINT arrives as text from PostgreSQL, booleans as 0/1 from SQLite). */
function alertOf(row: SosRow): SosAlert {
  return {
    id: row.id,
    uuid: row.uuid,
    usuario: { id: row.usuario_id, nombre: row.usuario_nombre },
    lat: row.lat,
    lng: row.lng,
    accuracy: row.accuracy,
    posicion_at: row.posicion_at === null ? null : iso(row.posicion_at),
    pulsada_at: iso(row.pulsada_at),
    fecha: iso(row.fecha),
    silenciosa: Boolean(row.silenciosa),
    atendida:
      row.atendida_at === null
        ? null
        : { por: { id: row.atendida_por_id ?? 0, nombre: row.atendida_por_nombre ?? '' }, at: iso(row.atendida_at) },
  };
}

export class SosRepository {
  constructor(private readonly db: Knex) {}

  async insert(alert: NewSosAlert, trx: Knex = this.db): Promise<number> {
    const [row] = await trx('sos_alertas')
      .insert({
        uuid: alert.uuid,
        content_hash: alert.contentHash,
        fecha: alert.fecha,
        usuario_id: alert.usuario.id,
        usuario_nombre: alert.usuario.nombre.slice(0, 120),
        lat: alert.lat,
        lng: alert.lng,
        accuracy: alert.accuracy,
        posicion_at: alert.posicionAt,
        pulsada_at: alert.pulsadaAt,
        silenciosa: alert.silenciosa,
      })
      .returning<{ id: number }[]>(['id']);
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  async find(id: number, trx: Knex = this.db): Promise<SosAlert | undefined> {
    const row = (await trx('sos_alertas').where({ id }).first()) as SosRow | undefined;
    return row ? alertOf(row) : undefined;
  }

  /** The open alerts, oldest first: the one waiting longest is attended first. */
  async listOpen(): Promise<SosAlert[]> {
    const rows = (await this.db('sos_alertas')
      .whereNull('atendida_at')
      .orderBy([{ column: 'fecha' }, { column: 'id' }])) as SosRow[];
    return rows.map(alertOf);
  }

  async listRecent(limit: number): Promise<SosAlert[]> {
    const rows = (await this.db('sos_alertas')
      .orderBy([
        { column: 'fecha', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)) as SosRow[];
    return rows.map(alertOf);
  }

  /**
   * Marks it attended only if it is still open, in one statement, so two supervisors pressing
   * "Atender" at once cannot both succeed. False: unknown, or already attended.
   */
  async attend(id: number, by: { id: number; nombre: string }, at: number, trx: Knex): Promise<boolean> {
    const changed = await trx('sos_alertas')
      .where({ id })
      .whereNull('atendida_at')
      .update({ atendida_at: at, atendida_por_id: by.id, atendida_por_nombre: by.nombre.slice(0, 120) });
    return changed === 1;
  }
}
