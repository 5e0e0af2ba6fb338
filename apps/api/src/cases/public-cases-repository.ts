import Database, { type Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Open311Request, Open311Service } from '@reclamos/shared-types/cases/open311-schemas';
import { toOpen311, type Open311Row } from './open311-public.ts';
import type { Seguimiento } from '@reclamos/shared-types/cases/schemas';
import {
  CLOSED_STATES,
  INITIAL_STATE,
  isClosedState,
  OPEN_STATES,
  WORKFLOW_LIMITS,
  type ComplaintState,
} from '@reclamos/shared-types/cases/values';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const M = CASES_STAFF_MSG.server;
const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * The columns Open311 reads: never a receipt code, cédula, name, phone, photo, plate, description,
 * address, note or staff member (open311-public.ts rounds what it publishes of the rest).
 */
const OPEN311_COLUMNS = ['r.id', 'r.estado', 'r.motivo', 'r.fecha', 'r.estado_at', 'r.lat', 'r.lng', 'r.delito_id', 'd.detalle'] as const;

export interface Open311Filters {
  from: number;
  to: number;
  /** Both states when absent or both named. */
  status?: 'open' | 'closed' | undefined;
  delitoIds?: number[] | undefined;
}

/** One row of seguimiento: the complaint's public columns and its changes as JSON [[estado, fecha], …]. */
interface StatusRow {
  codigo: string;
  estado: ComplaintState;
  motivo: string | null;
  fecha: number | string;
  estado_at: number | string | null;
  detalle: string;
  changes: string | [ComplaintState, number | string][] | null;
}

/** seguimiento in one statement (it is the public's hot path: one round trip, no second query for the history). */
const statusSql = (dialect: 'sqlite' | 'pg') =>
  'select r.codigo, r.estado, r.motivo, r.fecha, r.estado_at, d.detalle, ' +
  (dialect === 'pg'
    ? '(select json_agg(json_build_array(h.estado, h.fecha) order by h.id) from reclamo_estados h where h.reclamo_id = r.id) as changes '
    : '(select json_group_array(json_array(h.estado, h.fecha)) from (select estado, fecha from reclamo_estados where reclamo_id = r.id order by id) as h) as changes ') +
  'from reclamos r join delitos d on d.id = r.delito_id where r.codigo = ?';

/**
 * What the public sees of complaints: the citizen's status by receipt code and the Open311
 * GeoReport v2 view. Reads only public columns, so nothing personal can leak from here. On SQLite,
 * seguimiento reads through its own read-only connection with one prepared statement (as listInsp
 * does): the knex pool's round trip cost more than the query.
 */
export class PublicCasesRepository {
  private readonly reader: Database.Database | null;
  private readonly statusStatement: Statement<[string], StatusRow> | null;

  constructor(
    private readonly db: Knex,
    sqliteFile: string | null = null,
  ) {
    this.reader = sqliteFile ? new Database(sqliteFile, { readonly: true, fileMustExist: true }) : null;
    this.reader?.pragma('busy_timeout = 5000');
    this.statusStatement = this.reader?.prepare<[string], StatusRow>(statusSql('sqlite')) ?? null;
  }

  close(): void {
    this.reader?.close();
  }

  private fromOpen311() {
    return this.db('reclamos as r').join('delitos as d', 'd.id', 'r.delito_id').select(OPEN311_COLUMNS);
  }

  /** The complaint's public status by its stored code, or undefined. */
  async seguimiento(codigo: string): Promise<Seguimiento | undefined> {
    const row = this.statusStatement
      ? this.statusStatement.get(codigo)
      : ((await this.db.raw<{ rows: StatusRow[] }>(statusSql('pg'), [codigo])).rows[0] ?? undefined);
    if (!row) return undefined;
    const changes = (typeof row.changes === 'string' ? JSON.parse(row.changes) : (row.changes ?? [])) as [
      ComplaintState,
      number | string,
    ][];
    return {
      codigo: row.codigo,
      estado: row.estado,
      fecha: iso(row.fecha),
      actualizado: iso(row.estado_at ?? row.fecha),
      delito: row.detalle,
      ...(isClosedState(row.estado) && row.motivo ? { motivo: row.motivo } : {}),
      historial: [{ estado: INITIAL_STATE, fecha: iso(row.fecha) }, ...changes.map(([estado, fecha]) => ({ estado, fecha: iso(fecha) }))],
    };
  }

  /** GeoReport v2 services: one per infraction the public form still offers. */
  async open311Services(): Promise<Open311Service[]> {
    const rows = (await this.db('delitos').select('id', 'detalle').where('activo', true).orderBy('id')) as {
      id: number;
      detalle: string;
    }[];
    return rows.map((row) => ({
      service_code: String(row.id),
      service_name: row.detalle,
      description: M.open311Description(row.detalle),
      metadata: false,
      type: 'realtime',
      keywords: '',
      group: M.open311Group,
    }));
  }

  /** GeoReport v2 service requests whose fecha lies in [from, to), newest first, at most 1,000. */
  async open311Requests(filters: Open311Filters): Promise<Open311Request[]> {
    const query = this.fromOpen311()
      .where('r.fecha', '>=', filters.from)
      .where('r.fecha', '<', filters.to)
      .orderBy([
        { column: 'r.fecha', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(WORKFLOW_LIMITS.open311Requests);
    if (filters.status) void query.whereIn('r.estado', filters.status === 'open' ? OPEN_STATES : CLOSED_STATES);
    if (filters.delitoIds) void query.whereIn('r.delito_id', filters.delitoIds);
    return ((await query) as Open311Row[]).map(toOpen311);
  }

  /** The named service requests that exist, newest first (GeoReport's `service_request_id=A,B`). */
  async open311RequestsById(ids: number[]): Promise<Open311Request[]> {
    const rows = (await this.fromOpen311()
      .whereIn('r.id', ids.slice(0, WORKFLOW_LIMITS.open311Requests))
      .orderBy([
        { column: 'r.fecha', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])) as Open311Row[];
    return rows.map(toOpen311);
  }
}
