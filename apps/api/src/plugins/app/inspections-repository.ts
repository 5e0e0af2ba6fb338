import Database, { type Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
import { isoFromEpochMs, jsonArrayText, jsonObject } from '../../db/json-sql.ts';
import type {
  Calificacion,
  Categoria,
  ChecklistValue,
  Inspection,
  Propietario,
  Seguro,
  Vehicle,
  Verificacion,
} from '@reclamos/shared-types/schemas/inspections';

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

export interface StoredInspectionKey {
  id: number;
  contentHash: string;
  fecha: number;
  /** Who registered it: a key replayed by anyone else is not theirs to read back. */
  inspectorId: number;
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

interface VerificacionRow {
  placa: string;
  fecha: number | string;
  calificacion: Calificacion;
  inspector_nombre: string;
  updated_at: number | string;
}

export const INSPECTION_COLUMNS = [
  'id',
  'uuid',
  'fecha',
  'created_at',
  'updated_at',
  'ventanas',
  'puertas',
  'ventilacion',
  'luz',
  'higiene',
  'triangulo',
  'calificacion',
  'observacion',
  'radicatoria',
  'cedula',
  'nombre',
  'categoria',
  'seguro',
  'placa',
  'tipo',
  'marca',
  'modelo',
  'linea',
  'inspector_id',
  'inspector_nombre',
  'lat',
  'lng',
] as const;

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

type Cell = string | number | null;
/** A row as the values of INSPECTION_COLUMNS, in that order (SQLite's raw mode hands them so). */
type InspectionValues = Cell[];

// Destructured in the order of INSPECTION_COLUMNS: the hot path of listInsp (a day is ~1,000 rows).
function toInspection(v: InspectionValues): Inspection {
  const [id, uuid, fecha, createdAt, updatedAt, ventanas, puertas, ventilacion, luz, higiene, triangulo, calificacion, observacion, radicatoria] = v;
  const [cedula, nombre, categoria, seguro, placa, tipo, marca, modelo, linea, inspectorId, inspectorNombre, lat, lng] = v.slice(14);
  return {
    id: id as number,
    uuid: uuid as string,
    fecha: iso(fecha as number),
    ventanas: ventanas as ChecklistValue,
    puertas: puertas as ChecklistValue,
    ventilacion: ventilacion as ChecklistValue,
    luz: luz as ChecklistValue,
    higiene: higiene as ChecklistValue,
    triangulo: triangulo as ChecklistValue,
    calificacion: calificacion as Calificacion,
    observacion: observacion as string,
    radicatoria: radicatoria as string,
    propietario: { cedula: cedula as string, nombre: nombre as string, categoria: categoria as Categoria, seguro: seguro as Seguro },
    vehicle: { placa: placa as string, tipo: tipo as string, marca: marca as string, modelo: modelo as string, linea: linea as string },
    inspector: { id: inspectorId as number, nombre: inspectorNombre as string },
    lat: lat as number | null,
    lng: lng as number | null,
    created_at: iso(createdAt as number),
    updated_at: iso(updatedAt as number),
  };
}

function valuesOf(row: Record<string, Cell>): InspectionValues {
  return INSPECTION_COLUMNS.map((column) => row[column] ?? null);
}

export const LIST_DAY_SQL = `SELECT ${INSPECTION_COLUMNS.join(', ')} FROM inspecciones WHERE fecha >= ? AND fecha < ? ORDER BY fecha DESC, id DESC`;

const column = (name: string) => [name, name] as const;
/** toInspection's object as SQLite's json_object, key for key in the same order. */
const INSPECTION_JSON = jsonObject('sqlite', [
  column('id'),
  column('uuid'),
  ['fecha', isoFromEpochMs('sqlite', 'fecha')],
  ...['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo', 'calificacion', 'observacion', 'radicatoria'].map(column),
  ['propietario', jsonObject('sqlite', ['cedula', 'nombre', 'categoria', 'seguro'].map(column))],
  ['vehicle', jsonObject('sqlite', ['placa', 'tipo', 'marca', 'modelo', 'linea'].map(column))],
  ['inspector', jsonObject('sqlite', [['id', 'inspector_id'], ['nombre', 'inspector_nombre']])],
  column('lat'),
  column('lng'),
  ['created_at', isoFromEpochMs('sqlite', 'created_at')],
  ['updated_at', isoFromEpochMs('sqlite', 'updated_at')],
]);

/** The day's JSON array as UTF-8 bytes (a BLOB): sent as they are, never decoded into a JS string. */
export const LIST_DAY_JSON_SQL = `SELECT CAST(${jsonArrayText('sqlite', INSPECTION_JSON, 'fecha DESC, id DESC')} AS BLOB) FROM inspecciones WHERE fecha >= ? AND fecha < ?`;

/**
 * On SQLite, `listInsp` (a day is ~1,000 rows, ~600 kB) is written as JSON by the database, in a
 * statement prepared once on a read-only connection of its own (a separate reader never waits
 * behind the single writer connection, WAL), and handed over as bytes: JS objects and a JS string
 * of the same rows cost more than the query. PostgreSQL writes JSON slower than pg reads array
 * rows (docs/decisions.md), so there the rows become objects and JSON.stringify writes the text.
 */
export class InspectionsRepository {
  private readonly reader: Database.Database | null;
  private readonly listDayJson: Statement<[number, number], Buffer> | null;

  constructor(
    private readonly db: Knex,
    sqliteFile: string | null = null,
  ) {
    this.reader = sqliteFile ? new Database(sqliteFile, { readonly: true, fileMustExist: true }) : null;
    this.reader?.pragma('busy_timeout = 5000');
    this.listDayJson = this.reader?.prepare<[number, number], Buffer>(LIST_DAY_JSON_SQL).pluck(true) ?? null;
  }

  close(): void {
    this.reader?.close();
  }

  async findKey(uuid: string, trx: Knex = this.db): Promise<StoredInspectionKey | undefined> {
    const row = (await trx('inspecciones').select('id', 'content_hash', 'fecha', 'inspector_id').where({ uuid }).first()) as
      | { id: number; content_hash: string; fecha: number | string; inspector_id: number }
      | undefined;
    return row ? { id: row.id, contentHash: row.content_hash, fecha: Number(row.fecha), inspectorId: Number(row.inspector_id) } : undefined;
  }

  async insert(inspection: NewInspection, trx: Knex = this.db): Promise<number> {
    const { propietario: p, vehicle: v } = inspection;
    const [row] = await trx('inspecciones')
      .insert({
        uuid: inspection.uuid,
        content_hash: inspection.contentHash,
        fecha: inspection.fecha,
        created_at: inspection.createdAt,
        updated_at: inspection.createdAt,
        ventanas: inspection.ventanas,
        puertas: inspection.puertas,
        ventilacion: inspection.ventilacion,
        luz: inspection.luz,
        higiene: inspection.higiene,
        triangulo: inspection.triangulo,
        calificacion: inspection.calificacion,
        observacion: inspection.observacion,
        radicatoria: inspection.radicatoria,
        cedula: p.cedula,
        nombre: p.nombre,
        categoria: p.categoria,
        seguro: p.seguro,
        placa: v.placa,
        tipo: v.tipo,
        marca: v.marca,
        modelo: v.modelo,
        linea: v.linea,
        inspector_id: inspection.inspector.id,
        inspector_nombre: inspection.inspector.nombre,
        lat: inspection.lat,
        lng: inspection.lng,
      })
      .returning<{ id: number }[]>(['id']);
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  /** The JSON text of the inspections whose fecha lies in [from, to), newest first (a range scan of (fecha, id)). */
  async listBetweenJson(from: number, to: number): Promise<Buffer | string> {
    if (this.listDayJson) return this.listDayJson.get(from, to) as Buffer;
    const { rows } = await this.db.raw<{ rows: InspectionValues[] }>(LIST_DAY_SQL, [from, to]).options({ rowMode: 'array' });
    return JSON.stringify(rows.map(toInspection));
  }

  async findById(id: number, trx: Knex = this.db): Promise<Inspection | undefined> {
    const row = (await trx('inspecciones').select(INSPECTION_COLUMNS).where({ id }).first()) as Record<string, Cell> | undefined;
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

  async verificacion(uuid: string): Promise<Verificacion | undefined> {
    const row = (await this.db('inspecciones').select('placa', 'fecha', 'calificacion', 'inspector_nombre', 'updated_at').where({ uuid }).first()) as
      | VerificacionRow
      | undefined;
    if (!row) return undefined;
    return { placa: row.placa, fecha: iso(row.fecha), calificacion: row.calificacion, inspector: { nombre: row.inspector_nombre }, updated_at: iso(row.updated_at) };
  }
}
