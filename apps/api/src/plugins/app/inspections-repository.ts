import Database, { type Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
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

/**
 * On SQLite, `listInsp` (a day is ~1,000 rows) runs as a statement prepared once on a read-only
 * connection of its own, in raw mode: building a row object per row through knex cost more than
 * the rest of the call, and a separate reader never waits behind the single writer connection
 * (WAL). PostgreSQL runs the same SQL through knex, with pg's array row mode for the same reason.
 */
export class InspectionsRepository {
  private readonly reader: Database.Database | null;
  private readonly listDay: Statement<[number, number], InspectionValues> | null;

  constructor(
    private readonly db: Knex,
    sqliteFile: string | null = null,
  ) {
    this.reader = sqliteFile ? new Database(sqliteFile, { readonly: true, fileMustExist: true }) : null;
    this.reader?.pragma('busy_timeout = 5000');
    this.listDay = this.reader?.prepare<[number, number], InspectionValues>(LIST_DAY_SQL).raw(true) ?? null;
  }

  close(): void {
    this.reader?.close();
  }

  async findKey(uuid: string, trx: Knex = this.db): Promise<StoredInspectionKey | undefined> {
    const row = (await trx('inspecciones').select('id', 'content_hash', 'fecha').where({ uuid }).first()) as
      | { id: number; content_hash: string; fecha: number | string }
      | undefined;
    return row ? { id: row.id, contentHash: row.content_hash, fecha: Number(row.fecha) } : undefined;
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

  /** Inspections whose fecha lies in [from, to), newest first: a range scan of (fecha, id). */
  async listBetween(from: number, to: number): Promise<Inspection[]> {
    const rows = this.listDay
      ? this.listDay.all(from, to)
      : (await this.db.raw<{ rows: InspectionValues[] }>(LIST_DAY_SQL, [from, to]).options({ rowMode: 'array' })).rows;
    return rows.map(toInspection);
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
