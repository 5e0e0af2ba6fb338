import type { Knex } from 'knex';
import { DEFAULT_PHOTO_EXTENSION, PHOTO_EXTENSIONS } from '@reclamos/shared-types/complaint-values';
import type { Complaint } from '@reclamos/shared-types/schemas/complaints';
import type { Readable } from 'node:stream';
import { caseOf, dialectOf, jsonArrayText, type Dialect } from '../../db/json-sql.ts';
import { column, computed, instant, jsonOf, type FieldMap } from '../../db/record-fields.ts';
import { jsonAnswer } from '../../db/json-answer.ts';
import type { ReadPool } from '../../db/read-pool.ts';

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

/** One complaint as the database writes its JSON. */
const complaintJson = (dialect: Dialect) => jsonOf(dialect, COMPLAINT_FIELDS);

/**
 * listBetweenJson's rows one JSON text each, for the read pool on SQLite, which writes the array
 * around them exactly as json_group_array does, in a worker thread and piece by piece (issue 16:
 * a year's report stalled every request for seconds and held 133 MB of JSON at once).
 */
const LIST_BETWEEN_ROWS_SQL =
  `select ${complaintJson('sqlite')} from reclamos as r inner join delitos as d on d.id = r.delito_id ` +
  'left join blobs as b on b.id = r.blob_id where r.fecha >= ? and r.fecha < ? order by r.fecha desc, r.id desc';

/** Rows per page of the PostgreSQL report: a page's JSON is ~2 MB, what one report holds at a time. */
const PG_PAGE_ROWS = 5000;

/**
 * The report on PostgreSQL page by page (keyset on fecha, id), the same text as json_agg writes
 * (elements joined by ', '), so memory stays bounded however long the range.
 */
async function* pagedJsonArray(db: Knex, from: number, to: number): AsyncGenerator<Buffer> {
  let after: { fecha: number; id: number } | null = null;
  let first = true;
  for (;;) {
    const query = db('reclamos as r')
      .join('delitos as d', 'd.id', 'r.delito_id')
      .leftJoin('blobs as b', 'b.id', 'r.blob_id')
      .select(db.raw(`${complaintJson('pg')}::text as j`), 'r.fecha', 'r.id')
      .where('r.fecha', '>=', from)
      .where('r.fecha', '<', to)
      .orderBy([
        { column: 'r.fecha', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(PG_PAGE_ROWS);
    if (after) void query.where('r.fecha', '<=', after.fecha).whereRaw('(r.fecha, r.id) < (?, ?)', [after.fecha, after.id]);
    const rows = (await query) as { j: string; fecha: string | number; id: number }[];
    const last = rows.at(-1);
    const body = rows.map((row) => row.j).join(', ');
    const head = first ? '[' : rows.length > 0 ? ', ' : '';
    first = false;
    if (!last || rows.length < PG_PAGE_ROWS) {
      yield Buffer.from(`${head}${body}]`);
      return;
    }
    yield Buffer.from(head + body);
    after = { fecha: Number(last.fecha), id: last.id };
  }
}

/** The `reclamos` table: one row per complaint, keyed publicly by the device's uuid. */
export class ComplaintsRepository {
  private readonly dialect: Dialect;

  constructor(
    private readonly db: Knex,
    private readonly reads: ReadPool | null = null,
  ) {
    this.dialect = dialectOf(db);
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
  async listBetweenJson(from: number, to: number): Promise<string | Buffer | Readable> {
    if (this.reads) return jsonAnswer(this.reads.jsonArray(LIST_BETWEEN_ROWS_SQL, [from, to]));
    if (this.dialect === 'pg') return jsonAnswer(pagedJsonArray(this.db, from, to));
    return this.listBetweenJsonWhole(from, to);
  }

  /** The same list in one statement, whole (scripts, and the reference the pieces are tested against). */
  async listBetweenJsonWhole(from: number, to: number): Promise<string> {
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
