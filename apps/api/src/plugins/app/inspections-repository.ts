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

interface InspectionRow {
  id: number;
  uuid: string;
  fecha: number | string;
  created_at: number | string;
  updated_at: number | string;
  ventanas: ChecklistValue;
  puertas: ChecklistValue;
  ventilacion: ChecklistValue;
  luz: ChecklistValue;
  higiene: ChecklistValue;
  triangulo: ChecklistValue;
  calificacion: Calificacion;
  observacion: string;
  radicatoria: string;
  cedula: string;
  nombre: string;
  categoria: Categoria;
  seguro: Seguro;
  placa: string;
  tipo: string;
  marca: string;
  modelo: string;
  linea: string;
  inspector_id: number;
  inspector_nombre: string;
  lat: number | null;
  lng: number | null;
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

function toInspection(row: InspectionRow): Inspection {
  return {
    id: row.id,
    uuid: row.uuid,
    fecha: iso(row.fecha),
    ventanas: row.ventanas,
    puertas: row.puertas,
    ventilacion: row.ventilacion,
    luz: row.luz,
    higiene: row.higiene,
    triangulo: row.triangulo,
    calificacion: row.calificacion,
    observacion: row.observacion,
    radicatoria: row.radicatoria,
    propietario: { cedula: row.cedula, nombre: row.nombre, categoria: row.categoria, seguro: row.seguro },
    vehicle: { placa: row.placa, tipo: row.tipo, marca: row.marca, modelo: row.modelo, linea: row.linea },
    inspector: { id: row.inspector_id, nombre: row.inspector_nombre },
    lat: row.lat,
    lng: row.lng,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export class InspectionsRepository {
  constructor(private readonly db: Knex) {}

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
    const rows = (await this.db('inspecciones')
      .select(INSPECTION_COLUMNS)
      .where('fecha', '>=', from)
      .where('fecha', '<', to)
      .orderBy([
        { column: 'fecha', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])) as InspectionRow[];
    return rows.map(toInspection);
  }

  async findById(id: number, trx: Knex = this.db): Promise<Inspection | undefined> {
    const row = (await trx('inspecciones').select(INSPECTION_COLUMNS).where({ id }).first()) as InspectionRow | undefined;
    return row ? toInspection(row) : undefined;
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
      | Pick<InspectionRow, 'placa' | 'fecha' | 'calificacion' | 'inspector_nombre' | 'updated_at'>
      | undefined;
    if (!row) return undefined;
    return { placa: row.placa, fecha: iso(row.fecha), calificacion: row.calificacion, inspector: { nombre: row.inspector_nombre }, updated_at: iso(row.updated_at) };
  }
}
