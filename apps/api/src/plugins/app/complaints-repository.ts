import type { Knex } from 'knex';
import type { Complaint } from '@reclamos/shared-types/schemas/complaints';
import { caseOf, dialectOf, isoFromEpochMs, jsonArrayText, jsonObject, type Dialect } from '../../db/json-sql.ts';

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

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
const DEFAULT_EXTENSION = 'jpg';

/** The photo's public file name: the random blob id plus an extension. */
export function imageFileName(blobId: string, contentType: string): string {
  return `${blobId}.${EXTENSIONS[contentType] ?? DEFAULT_EXTENSION}`;
}

/** A complaint as the API answers it (schema `Complaint`), built by the database as JSON. */
function complaintJson(dialect: Dialect): string {
  const imagen = `case when r.blob_id is null then null else r.blob_id || '.' || ${caseOf('b.content_type', EXTENSIONS, DEFAULT_EXTENSION)} end`;
  return jsonObject(dialect, [
    ['id', 'r.id'],
    ['uuid', 'r.uuid'],
    ['fecha', isoFromEpochMs(dialect, 'r.fecha')],
    ['cedula', 'r.cedula'],
    ['nombre', 'r.nombre'],
    ['telefono', 'r.telefono'],
    ['imagen', imagen],
    ['placa', 'r.placa'],
    ['direccion', 'r.direccion'],
    ['descripcion', 'r.descripcion'],
    ['delito_id', 'r.delito_id'],
    ['delito', 'd.detalle'],
    ['lat', 'r.lat'],
    ['lng', 'r.lng'],
  ]);
}

/** The `reclamos` table: one row per complaint, keyed publicly by the device's uuid. */
export class ComplaintsRepository {
  private readonly dialect: Dialect;

  constructor(private readonly db: Knex) {
    this.dialect = dialectOf(db);
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

  private fromComplaints() {
    return this.db('reclamos as r').join('delitos as d', 'd.id', 'r.delito_id').leftJoin('blobs as b', 'b.id', 'r.blob_id');
  }

  /**
   * The JSON text of the complaints whose fecha lies in [from, to), newest first. The database
   * writes it: a month is ~28,000 rows, and making JS objects of them only to serialise them again
   * took most of the answer's time (docs/benchmarks.md).
   */
  async listBetweenJson(from: number, to: number): Promise<string> {
    const array = jsonArrayText(this.dialect, complaintJson(this.dialect), 'r.fecha desc, r.id desc');
    const row = (await this.fromComplaints()
      .select(this.db.raw(`${array} as list`))
      .where('r.fecha', '>=', from)
      .where('r.fecha', '<', to)
      .first()) as { list: string };
    return row.list;
  }

  async findById(id: number): Promise<Complaint | undefined> {
    const row = (await this.fromComplaints()
      .select(this.db.raw(`${complaintJson(this.dialect)} as complaint`))
      .where('r.id', id)
      .first()) as { complaint: string | Complaint } | undefined;
    if (!row) return undefined;
    // node-postgres parses json columns itself; SQLite hands back the text.
    return typeof row.complaint === 'string' ? (JSON.parse(row.complaint) as Complaint) : row.complaint;
  }
}
