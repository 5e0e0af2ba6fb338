import type { Knex } from 'knex';
import { DEFAULT_PHOTO_EXTENSION, PHOTO_EXTENSIONS } from '@reclamos/shared-types/complaint-values';
import type { Complaint } from '@reclamos/shared-types/schemas/complaints';
import { caseOf, dialectOf, jsonArrayText, type Dialect } from '../../db/json-sql.ts';
import { column, computed, instant, jsonOf, type FieldMap } from '../../db/record-fields.ts';

/** A new row of `reclamos`, by column. */
export interface NewComplaint {
  uuid: string;
  content_hash: string;
  fecha: number;
  received_at: number;
  cedula: string;
  nombre: string;
  telefono: string;
  placa: string;
  direccion: string;
  descripcion: string;
  delito_id: number;
  blob_id: string | null;
  lat: number | null;
  lng: number | null;
}

const EXTENSIONS: Record<string, string> = PHOTO_EXTENSIONS;

/** The photo's public file name: the random blob id plus an extension. */
export function imageFileName(blobId: string, contentType: string): string {
  return `${blobId}.${EXTENSIONS[contentType] ?? DEFAULT_PHOTO_EXTENSION}`;
}

/**
 * The `Complaint` of the contract as `reclamos` (r) joined with its infraction (d) and photo (b)
 * holds it; the database writes it as JSON (a month is ~28,000 rows).
 */
const COMPLAINT_FIELDS: FieldMap = [
  column('id', 'r.id'),
  column('uuid', 'r.uuid'),
  instant('fecha', 'r.fecha'),
  ...['cedula', 'nombre', 'telefono'].map((name) => column(name, `r.${name}`)),
  computed('imagen', `case when r.blob_id is null then null else r.blob_id || '.' || ${caseOf('b.content_type', EXTENSIONS, DEFAULT_PHOTO_EXTENSION)} end`),
  ...['placa', 'direccion', 'descripcion', 'delito_id'].map((name) => column(name, `r.${name}`)),
  column('delito', 'd.detalle'),
  column('lat', 'r.lat'),
  column('lng', 'r.lng'),
];

/** The `reclamos` table: one row per complaint, keyed publicly by the device's uuid. */
export class ComplaintsRepository {
  private readonly dialect: Dialect;
  /** One complaint as the database writes its JSON. */
  private readonly json: string;

  constructor(private readonly db: Knex) {
    this.dialect = dialectOf(db);
    this.json = jsonOf(this.dialect, COMPLAINT_FIELDS);
  }

  async insert(complaint: NewComplaint, trx: Knex = this.db): Promise<number> {
    const [row] = await trx('reclamos')
      .insert(complaint)
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
    const array = jsonArrayText(this.dialect, this.json, 'r.fecha desc, r.id desc');
    const row = (await this.fromComplaints()
      .select(this.db.raw(`${array} as list`))
      .where('r.fecha', '>=', from)
      .where('r.fecha', '<', to)
      .first()) as { list: string };
    return row.list;
  }

  async findById(id: number): Promise<Complaint | undefined> {
    const row = (await this.fromComplaints()
      .select(this.db.raw(`${this.json} as complaint`))
      .where('r.id', id)
      .first()) as { complaint: string | Complaint } | undefined;
    if (!row) return undefined;
    // node-postgres parses json columns itself; SQLite hands back the text.
    return typeof row.complaint === 'string' ? (JSON.parse(row.complaint) as Complaint) : row.complaint;
  }
}
