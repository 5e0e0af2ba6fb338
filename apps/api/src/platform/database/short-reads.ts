import Database, { type Statement } from 'better-sqlite3';

const OPEN = Buffer.from('[');
const CLOSE = Buffer.from(']');

/**
 * Reads short enough to run on the event loop (a day of complaints, ~900 rows, ~3 ms of SQL), on a
 * read-only connection of this thread to the SQLite file (WAL: it never waits behind the writer).
 * In the read pool such a read would cost the same CPU plus the waits: for a free worker (behind
 * two long reports, seconds), for the worker's start after boot, for a core at each thread hop
 * (docs/decisions.md). Opened on first use; statements prepared once per text.
 */
export class ShortReads {
  private db: Database.Database | null = null;
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly file: string) {}

  /** The first column of `sql`'s first row (undefined without a row). */
  value(sql: string, bindings: readonly unknown[]): unknown {
    return this.statement(sql).get(...bindings);
  }

  /**
   * The JSON array of `sql`'s rows (one JSON text each, cast to a BLOB so it comes as its bytes),
   * in order: '[', the rows joined by `separator`, ']', as the read pool's workers write it.
   */
  jsonArray(sql: string, bindings: readonly unknown[], separator = ','): Buffer {
    const rows = this.statement(sql).all(...bindings) as (Buffer | string)[];
    const between = Buffer.from(separator);
    const parts: Buffer[] = [OPEN];
    for (const row of rows) {
      if (parts.length > 1) parts.push(between);
      parts.push(typeof row === 'string' ? Buffer.from(row) : row);
    }
    parts.push(CLOSE);
    return Buffer.concat(parts);
  }

  close(): void {
    this.db?.close();
    this.db = null;
    this.statements.clear();
  }

  private statement(sql: string): Statement {
    let prepared = this.statements.get(sql);
    if (!prepared) {
      if (!this.db) {
        this.db = new Database(this.file, { readonly: true, fileMustExist: true });
        this.db.pragma('busy_timeout = 5000');
      }
      prepared = this.db.prepare(sql).pluck(true);
      this.statements.set(sql, prepared);
    }
    return prepared;
  }
}
