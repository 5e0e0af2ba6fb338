import type { Knex } from 'knex';
import { DEFAULT_PHOTO_EXTENSION, PHOTO_EXTENSIONS } from '@reclamos/shared-types/complaints/values';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import type { Readable } from 'node:stream';
import { CLOSED_STATES, COMPLAINT_STATES, OPEN_STATES, WORKFLOW_DEFAULTS, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { randomCodigo } from './receipt-code.ts';
import { caseOf, dialectOf, jsonArrayText, type Dialect } from '../platform/database/json-sql.ts';
import { column, computed, instant, jsonOf, type FieldMap } from '../platform/database/record-fields.ts';
import { jsonAnswer } from '../platform/database/json-answer.ts';
import type { ReadPool } from '../platform/database/read-pool.ts';
import { encodeWhole, type AnswerEncoding, type EncodedJson } from '../platform/http/answer-encoding.ts';
import { overdueCutoff, staleCutoff } from '@reclamos/shared-types/cases/rules';
import { overdueSql, staleSql, stateListSql } from '../cases/overdue-sql.ts';

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
  /** The stored photo's seal (photoSha256), null without a photo. */
  foto_sha256: string | null;
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
  computed(
    'imagen',
    `case when r.blob_id is null then null else r.blob_id || '.' || ${caseOf('b.content_type', EXTENSIONS, DEFAULT_PHOTO_EXTENSION)} end`,
  ),
  ...['placa', 'direccion', 'descripcion', 'delito_id'].map((name) => column(name, `r.${name}`)),
  column('delito', 'd.detalle'),
  column('lat', 'r.lat'),
  column('lng', 'r.lng'),
];

/** One complaint as the database writes its JSON. */
const complaintJson = (dialect: Dialect) => jsonOf(dialect, COMPLAINT_FIELDS);

/**
 * A JSON true or false on SQLite. `json('true')` has a constant argument, so SQLite computes it once
 * per statement rather than parsing a text on every row (a day's report: ~7 % of the query).
 */
function sqliteBoolean(condition: string): string {
  return `case when ${condition} then json('true') else json('false') end`;
}

/**
 * A report row: the complaint plus its receipt code, state, assignee (users u, left joined),
 * closing reason and whether it is overdue or stale. `vencido` and `estancado` compare with bound
 * cutoffs, the two `?` of the select list (due, then stale), so the statement text stays the same
 * from one request to the next.
 */
function reportFields(dialect: Dialect): FieldMap {
  return [
    ...COMPLAINT_FIELDS,
    column('codigo', 'r.codigo'),
    column('estado', 'r.estado'),
    computed(
      'asignado',
      dialect === 'pg'
        ? "case when u.id is null then null else json_build_object('id', u.id, 'nombre', u.nombre) end"
        : "case when u.id is null then json('null') else json_object('id', u.id, 'nombre', u.nombre) end",
    ),
    computed('vencido', dialect === 'pg' ? overdueSql('r') : sqliteBoolean(overdueSql('r'))),
    computed('estancado', dialect === 'pg' ? staleSql('r') : sqliteBoolean(staleSql('r'))),
    column('motivo', 'r.motivo'),
    computed('fotoRevisada', dialect === 'pg' ? '(f.revisada_at is not null)' : sqliteBoolean('f.revisada_at is not null')),
  ];
}

const reportJson = (dialect: Dialect) => jsonOf(dialect, reportFields(dialect));

const REPORT_FROM =
  'reclamos as r inner join delitos as d on d.id = r.delito_id left join blobs as b on b.id = r.blob_id left join users as u on u.id = r.asignado_id' +
  ' left join foto_recuadros as f on f.reclamo_id = r.id';

/**
 * Which complaints a report lists: those that arrived in [from, to) (the spec's report), those
 * closed in [from, to) (`estado_at` of a closed state), or every open case whatever its date.
 */
export type ReportRange = { kind: 'llegada' | 'cierre'; from: number; to: number } | { kind: 'abiertos' };

function rangeClause(range: ReportRange): Clause {
  if (range.kind === 'abiertos') return { sql: `r.estado in (${stateListSql(OPEN_STATES)})`, params: [] };
  if (range.kind === 'cierre') {
    return { sql: `r.estado in (${stateListSql(CLOSED_STATES)}) and r.estado_at >= ? and r.estado_at < ?`, params: [range.from, range.to] };
  }
  return { sql: 'r.fecha >= ? and r.fecha < ?', params: [range.from, range.to] };
}

/** `reportFecha`'s optional filters; absent ones do not narrow the list. */
export interface ReportFilters {
  estado?: ComplaintState | ComplaintState[] | undefined;
  /** A user id, or null for the unassigned. */
  asignado?: number | null | undefined;
  vencido?: boolean | undefined;
}

interface Clause {
  sql: string;
  params: (string | number)[];
}

/** The filters as SQL conditions on `r` (states in a fixed order, so each combination is one statement text). */
function filterClauses(filters: ReportFilters, dueCutoff: number): Clause[] {
  const clauses: Clause[] = [];
  if (filters.estado !== undefined) {
    const wanted = new Set(Array.isArray(filters.estado) ? filters.estado : [filters.estado]);
    const states = COMPLAINT_STATES.filter((estado) => wanted.has(estado));
    clauses.push({ sql: `r.estado in (${states.map(() => '?').join(', ')})`, params: states });
  }
  if (filters.asignado === null) clauses.push({ sql: 'r.asignado_id is null', params: [] });
  else if (filters.asignado !== undefined) clauses.push({ sql: 'r.asignado_id = ?', params: [filters.asignado] });
  if (filters.vencido !== undefined) {
    clauses.push({ sql: filters.vencido ? overdueSql('r') : `not ${overdueSql('r')}`, params: [dueCutoff] });
  }
  return clauses;
}

/**
 * listJson's rows one JSON text each, for the read pool on SQLite, which writes the array around
 * them exactly as json_group_array does, in a worker thread and piece by piece (profiling: a year's
 * report stalled every request for seconds and held 133 MB of JSON at once). `asBytes` casts each
 * row to a BLOB, its UTF-8 bytes: the short reads on the event loop join those without a JS string
 * per row (a day: ~3 ms instead of ~4). Bindings: the due and stale cutoffs, the range's, then the
 * filters'.
 */
function listRowsSql(range: Clause, clauses: Clause[], asBytes = false): string {
  const where = clauses.map((clause) => ` and ${clause.sql}`).join('');
  const row = asBytes ? `cast(${reportJson('sqlite')} as blob)` : reportJson('sqlite');
  return `select ${row} from ${REPORT_FROM} where ${range.sql}${where} order by r.fecha desc, r.id desc`;
}

/**
 * Reports of at most this many complaints (a day has ~900 at a million over three years) are read
 * on the event loop (short-reads.ts): ~3 ms of SQL for a day here, never queued behind someone's
 * month in the read pool's two workers. Longer ones, and those whose size the arrival index does
 * not tell (closed in a range, all open), go to the read pool.
 */
export const SHORT_REPORT_ROWS = 2000;

/** How many complaints arrived in [from, to), counted no further than the bound (the fecha index). */
const ARRIVED_UP_TO_SQL = 'select count(*) from (select 1 from reclamos where fecha >= ? and fecha < ? limit ?)';

/** Rows per page of the PostgreSQL report: a page's JSON is ~2 MB, what one report holds at a time. */
const PG_PAGE_ROWS = 5000;

/**
 * The report on PostgreSQL page by page (keyset on fecha, id), the same text as json_agg writes
 * (elements joined by ', '), so memory stays bounded however long the range.
 */
async function* pagedJsonArray(db: Knex, range: Clause, cutoffs: [number, number], clauses: Clause[]): AsyncGenerator<Buffer> {
  let after: { fecha: number; id: number } | null = null;
  let first = true;
  for (;;) {
    const query = db('reclamos as r')
      .join('delitos as d', 'd.id', 'r.delito_id')
      .leftJoin('blobs as b', 'b.id', 'r.blob_id')
      .leftJoin('users as u', 'u.id', 'r.asignado_id')
      .leftJoin('foto_recuadros as f', 'f.reclamo_id', 'r.id')
      .select(db.raw(`${reportJson('pg')}::text as j`, cutoffs), 'r.fecha', 'r.id')
      .whereRaw(range.sql, range.params)
      .orderBy([
        { column: 'r.fecha', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(PG_PAGE_ROWS);
    for (const clause of clauses) void query.whereRaw(clause.sql, clause.params);
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
    /** COMPLAINT_DUE_DAYS: how long a complaint may stay open before it is overdue. */
    private readonly dueDays: number = WORKFLOW_DEFAULTS.dueDays,
    /** PERSONAL_DATA_RETENTION_DAYS: how long an open case may stay unchanged before it is stale. */
    private readonly staleDays: number = WORKFLOW_DEFAULTS.staleDays,
  ) {
    this.dialect = dialectOf(db);
  }

  /** Reports up to this many rows run on the event loop (a field so a test can send a day to the pool). */
  shortReportRows = SHORT_REPORT_ROWS;

  /**
   * Where receipt codes come from. A field rather than a direct call so a test can force a clash:
   * the API tests share one module graph per worker, where a module mock does not reliably apply.
   */
  drawCodigo: () => string = randomCodigo;

  /**
   * Inserts the complaint under a fresh receipt code and answers its id and code. A code already
   * taken (rare among ~8.5 × 10^11) inserts nothing and another is drawn: the unique index
   * decides, with no look-up before every insert.
   */
  async insert(complaint: NewComplaint, trx: Knex = this.db): Promise<{ id: number; codigo: string }> {
    for (;;) {
      const codigo = this.drawCodigo();
      const [row] = await trx('reclamos')
        .insert({ ...complaint, codigo })
        .onConflict('codigo')
        .ignore()
        .returning<{ id: number }[]>(['id']);
      if (row) return { id: row.id, codigo };
    }
  }

  private fromComplaints() {
    return this.db('reclamos as r').join('delitos as d', 'd.id', 'r.delito_id').leftJoin('blobs as b', 'b.id', 'r.blob_id');
  }

  /** The cutoff of `vencido` at `now` (the case's overdue rule). */
  private dueCutoff(now: number): number {
    return overdueCutoff(now, this.dueDays);
  }

  private staleCutoff(now: number): number {
    return staleCutoff(now, this.staleDays);
  }

  /**
   * The JSON text of the report rows of `range`, newest first, narrowed by the filters. The
   * database writes it: a month is ~28,000 rows, and making JS objects of them only to serialise
   * them again took most of the answer's time (docs/benchmarks.md). On SQLite, `encoding` (what the
   * request accepts) lets the read worker compress an answer that fits one piece (a day).
   */
  async listJson(
    range: ReportRange,
    filters: ReportFilters = {},
    now = Date.now(),
    encoding: AnswerEncoding | null = null,
  ): Promise<string | Buffer | Readable | EncodedJson> {
    const cutoff = this.dueCutoff(now);
    const stale = this.staleCutoff(now);
    const where = rangeClause(range);
    const clauses = filterClauses(filters, cutoff);
    if (this.reads) {
      const bindings = [cutoff, stale, ...where.params, ...clauses.flatMap((clause) => clause.params)];
      if (this.isShort(range)) return encodeWhole(this.reads.short.jsonArray(listRowsSql(where, clauses, true), bindings), encoding);
      return jsonAnswer(this.reads.jsonArray(listRowsSql(where, clauses), bindings, ',', encoding));
    }
    if (this.dialect === 'pg') return jsonAnswer(pagedJsonArray(this.db, where, [cutoff, stale], clauses));
    return this.listJsonWhole(range, filters, now);
  }

  /**
   * Whether a report is short enough for the event loop: arrivals in a range holding at most
   * `shortReportRows` complaints before the filters (which only narrow it).
   */
  private isShort(range: ReportRange): boolean {
    if (!this.reads || range.kind !== 'llegada') return false;
    const bound = this.shortReportRows;
    return (this.reads.short.value(ARRIVED_UP_TO_SQL, [range.from, range.to, bound + 1]) as number) <= bound;
  }

  /** The same list in one statement, whole (scripts, and the reference the pieces are tested against). */
  async listJsonWhole(range: ReportRange, filters: ReportFilters = {}, now = Date.now()): Promise<string> {
    const cutoff = this.dueCutoff(now);
    const array = jsonArrayText(this.dialect, reportJson(this.dialect), 'r.fecha desc, r.id desc');
    const where = rangeClause(range);
    const query = this.fromComplaints()
      .leftJoin('users as u', 'u.id', 'r.asignado_id')
      .leftJoin('foto_recuadros as f', 'f.reclamo_id', 'r.id')
      .select(this.db.raw(`${array} as list`, [cutoff, this.staleCutoff(now)]))
      .whereRaw(where.sql, where.params);
    for (const clause of filterClauses(filters, cutoff)) void query.whereRaw(clause.sql, clause.params);
    const row = (await query.first()) as { list: string };
    return row.list;
  }

  /** The receipt code of a complaint (the citizen's 'XXXX-XXXX'). */
  async codigoOf(id: number, trx: Knex = this.db): Promise<string> {
    const row = (await trx('reclamos').select('codigo').where({ id }).first()) as { codigo: string | null } | undefined;
    if (!row?.codigo) throw new Error(`complaint ${id} has no code`);
    return row.codigo;
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
