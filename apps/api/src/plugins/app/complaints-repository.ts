import type { Knex } from 'knex';
import type { Complaint } from '@reclamos/shared-types/schemas/complaints';

export interface NewComplaint {
  uuid: string;
  contentHash: string;
  fecha: number;
  receivedAt: number;
  cedula: string;
  nombre: string;
  telefono: string;
  placa: string;
  direccion: string;
  descripcion: string;
  delitoId: number;
  blobId: string | null;
  lat: number | null;
  lng: number | null;
}

export interface StoredKey {
  id: number;
  contentHash: string;
  fecha: number;
}

interface ComplaintRow {
  id: number;
  uuid: string;
  fecha: number;
  cedula: string;
  nombre: string;
  telefono: string;
  blob_id: string | null;
  blob_type: string | null;
  placa: string;
  direccion: string;
  descripcion: string;
  delito_id: number;
  delito: string;
  lat: number | null;
  lng: number | null;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The photo's public file name: the random blob id plus an extension. */
export function imageFileName(blobId: string, contentType: string): string {
  return `${blobId}.${EXTENSIONS[contentType] ?? 'jpg'}`;
}

function toComplaint(row: ComplaintRow): Complaint {
  return {
    id: row.id,
    uuid: row.uuid,
    fecha: new Date(Number(row.fecha)).toISOString(),
    cedula: row.cedula,
    nombre: row.nombre,
    telefono: row.telefono,
    imagen: row.blob_id ? imageFileName(row.blob_id, row.blob_type ?? 'image/jpeg') : null,
    placa: row.placa,
    direccion: row.direccion,
    descripcion: row.descripcion,
    delito_id: row.delito_id,
    delito: row.delito,
    lat: row.lat,
    lng: row.lng,
  };
}

/** The `reclamos` table: one row per complaint, keyed publicly by the device's uuid. */
export class ComplaintsRepository {
  constructor(private readonly db: Knex) {}

  async findKey(uuid: string, trx: Knex = this.db): Promise<StoredKey | undefined> {
    const row = (await trx('reclamos').select('id', 'content_hash', 'fecha').where({ uuid }).first()) as
      | { id: number; content_hash: string; fecha: number }
      | undefined;
    return row ? { id: row.id, contentHash: row.content_hash, fecha: Number(row.fecha) } : undefined;
  }

  async insert(complaint: NewComplaint, trx: Knex = this.db): Promise<number> {
    const [row] = await trx('reclamos')
      .insert({
        uuid: complaint.uuid,
        content_hash: complaint.contentHash,
        fecha: complaint.fecha,
        received_at: complaint.receivedAt,
        cedula: complaint.cedula,
        nombre: complaint.nombre,
        telefono: complaint.telefono,
        placa: complaint.placa,
        direccion: complaint.direccion,
        descripcion: complaint.descripcion,
        delito_id: complaint.delitoId,
        blob_id: complaint.blobId,
        lat: complaint.lat,
        lng: complaint.lng,
      })
      .returning<{ id: number }[]>(['id']);
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  private select(trx: Knex = this.db) {
    return trx('reclamos as r')
      .join('delitos as d', 'd.id', 'r.delito_id')
      .leftJoin('blobs as b', 'b.id', 'r.blob_id')
      .select(
        'r.id',
        'r.uuid',
        'r.fecha',
        'r.cedula',
        'r.nombre',
        'r.telefono',
        'r.blob_id',
        'b.content_type as blob_type',
        'r.placa',
        'r.direccion',
        'r.descripcion',
        'r.delito_id',
        'd.detalle as delito',
        'r.lat',
        'r.lng',
      );
  }

  /** Complaints whose fecha lies in [from, to), newest first. */
  async listBetween(from: number, to: number): Promise<Complaint[]> {
    const rows = (await this.select().where('r.fecha', '>=', from).where('r.fecha', '<', to).orderBy('r.fecha', 'desc').orderBy('r.id', 'desc')) as ComplaintRow[];
    return rows.map(toComplaint);
  }

  async findById(id: number): Promise<Complaint | undefined> {
    const row = (await this.select().where('r.id', id).first()) as ComplaintRow | undefined;
    return row ? toComplaint(row) : undefined;
  }
}
