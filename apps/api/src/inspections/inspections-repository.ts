import Database, { type Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Readable } from 'node:stream';
import { jsonArrayText } from '../platform/database/json-sql.ts';
import { jsonAnswer } from '../platform/database/json-answer.ts';
import type { AnswerEncoding, EncodedJson } from '../platform/http/answer-encoding.ts';
import type { ReadPool } from '../platform/database/read-pool.ts';
import { columnsOf, fromValues, jsonOf, rowOf } from '../platform/database/record-fields.ts';
import { INSPECTION_FIELDS } from './inspection-fields.ts';
import type { Calificacion, ChecklistValue, Inspection, Propietario, Vehicle } from '@reclamos/shared-types/inspections/schemas';

/**
 * The `inspecciones` table: one row per inspection, keyed publicly by the device's uuid, with the
 * owner and vehicle as inspected (snapshot columns) and the inspector's id and nombre.
 */

export interface NewInspection {
  uuid: string;
  contentHash: string;
  fecha: number;
  createdAt: number;
  ventanas: ChecklistValue;
  puertas: ChecklistValue;
  ventilacion: ChecklistValue;
  luz: ChecklistValue;
  higiene: ChecklistValue;
  triangulo: ChecklistValue;
  calificacion: Calificacion;
  observacion: string;
  radicatoria: string;
  propietario: Propietario;
  vehicle: Vehicle;
  inspector: { id: number; nombre: string };
  lat: number | null;
  lng: number | null;
}

/** What `actualizar` needs to decide: who registered it, and whose owner it names. */
export interface EditTarget {
  id: number;
  inspectorId: number;
  cedula: string;
  fecha: number;
}

export interface InspectionEdit {
  nombre?: string;
  observacion?: string;
  radicatoria?: string;
}

export const INSPECTION_COLUMNS = columnsOf(INSPECTION_FIELDS);

type Cell = string | number | null;
/** A row as the values of INSPECTION_COLUMNS, in that order (SQLite's raw mode hands them so). */
type InspectionValues = Cell[];

const toInspection = (values: InspectionValues) => fromValues<Inspection>(INSPECTION_FIELDS, values);

function valuesOf(row: Record<string, Cell>): InspectionValues {
  return INSPECTION_COLUMNS.map((name) => row[name] ?? null);
}

export const LIST_DAY_SQL = `SELECT ${INSPECTION_COLUMNS.join(', ')} FROM inspecciones WHERE fecha >= ? AND fecha < ? ORDER BY fecha DESC, id DESC`;

/** toInspection's object as SQLite's json_object, key for key in the same order. */
const INSPECTION_JSON = jsonOf('sqlite', INSPECTION_FIELDS);

/** The day's JSON array as UTF-8 bytes (a BLOB): sent as they are, never decoded into a JS string. */
export const LIST_DAY_JSON_SQL = `SELECT CAST(${jsonArrayText('sqlite', INSPECTION_JSON, 'fecha DESC, id DESC')} AS BLOB) FROM inspecciones WHERE fecha >= ? AND fecha < ?`;

/** The same rows one JSON text each, for the read pool (which writes the array around them). */
export const LIST_DAY_ROWS_SQL = `SELECT ${INSPECTION_JSON} FROM inspecciones WHERE fecha >= ? AND fecha < ? ORDER BY fecha DESC, id DESC`;

/**
 * On SQLite with a read pool (the server), `listInsp` runs in a worker thread off the event loop,
 * streamed; without one (scripts), as below. On SQLite, `listInsp` (a day is ~1,000 rows, ~600 kB)
 * is written as JSON by the database, in a statement prepared once on a read-only connection of its
 * own (a separate reader never waits behind the single writer connection, WAL), and handed over as
 * bytes: JS objects and a JS string of the same rows cost more than the query. PostgreSQL writes
 * JSON slower than pg reads array rows (docs/decisions.md), so there the rows become objects and
 * JSON.stringify writes the text.
 */
export class InspectionsRepository {
  private readonly reader: Database.Database | null;
  private readonly listDayJson: Statement<[number, number], Buffer> | null;

  constructor(
    private readonly db: Knex,
    sqliteFile: string | null = null,
    private readonly reads: ReadPool | null = null,
  ) {
    this.reader = sqliteFile ? new Database(sqliteFile, { readonly: true, fileMustExist: true }) : null;
    this.reader?.pragma('busy_timeout = 5000');
    this.listDayJson = this.reader?.prepare<[number, number], Buffer>(LIST_DAY_JSON_SQL).pluck(true) ?? null;
  }

  close(): void {
    this.reader?.close();
  }

  async insert(inspection: NewInspection, trx: Knex = this.db): Promise<number> {
    const { contentHash, createdAt, ...record } = inspection;
    const [row] = await trx('inspecciones')
      .insert({ ...rowOf(INSPECTION_FIELDS, { ...record, created_at: createdAt, updated_at: createdAt }), content_hash: contentHash })
      .returning<{ id: number }[]>(['id']);
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /**
   * The JSON text of the inspections whose fecha lies in [from, to), newest first (a range scan of
   * (fecha, id)); on the read pool compressed in `encoding` when it fits one piece (read-pool.ts).
   */
  async listBetweenJson(
    from: number,
    to: number,
    encoding: AnswerEncoding | null = null,
  ): Promise<Buffer | string | Readable | EncodedJson> {
    if (this.reads) return jsonAnswer(this.reads.jsonArray(LIST_DAY_ROWS_SQL, [from, to], ',', encoding));
    if (this.listDayJson) return this.listDayJson.get(from, to) as Buffer;
    const { rows } = await this.db.raw<{ rows: InspectionValues[] }>(LIST_DAY_SQL, [from, to]).options({ rowMode: 'array' });
    return JSON.stringify(rows.map(toInspection));
  }

  async findById(id: number, trx: Knex = this.db): Promise<Inspection | undefined> {
    const row = (await trx('inspecciones').select(INSPECTION_COLUMNS).where({ id }).first()) as Record<string, Cell> | undefined;
    return row ? toInspection(valuesOf(row)) : undefined;
  }

  async findByUuid(uuid: string): Promise<Inspection | undefined> {
    const row = (await this.db('inspecciones').select(INSPECTION_COLUMNS).where({ uuid }).first()) as Record<string, Cell> | undefined;
    return row ? toInspection(valuesOf(row)) : undefined;
  }

  /** The inspection named by id, uuid or both (then both must match the same row). */
  async findEditTarget(ref: { id?: number; uuid?: string }, trx: Knex = this.db): Promise<EditTarget | undefined> {
    const query = trx('inspecciones').select('id', 'inspector_id', 'cedula', 'fecha');
    if (ref.id !== undefined) void query.where({ id: ref.id });
    if (ref.uuid !== undefined) void query.where({ uuid: ref.uuid });
    const row = (await query.first()) as { id: number; inspector_id: number; cedula: string; fecha: number | string } | undefined;
    return row ? { id: row.id, inspectorId: row.inspector_id, cedula: row.cedula, fecha: Number(row.fecha) } : undefined;
  }

  async applyEdit(id: number, edit: InspectionEdit, now: number, trx: Knex = this.db): Promise<void> {
    await trx('inspecciones')
      .where({ id })
      .update({ ...edit, updated_at: now });
  }
}
