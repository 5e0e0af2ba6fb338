import Database, { type Statement } from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Role, UserState } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { hashToken } from './tokens.ts';
import { SessionCache } from './session-cache.ts';

export interface SessionLookup {
  sessionId: number;
  user: PublicUser;
}

interface SessionUserRow {
  session_id: number;
  expires_at: number | string;
  id: number;
  nombre: string;
  name: string;
  email: string;
  rol: Role;
  estado: UserState;
}

const VALID_SESSION_SQL = `
  SELECT s.id AS session_id, s.expires_at, u.id, u.nombre, u.name, u.email, u.rol, u.estado
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?
    AND u.deleted_at IS NULL AND u.estado = 'ACTIVO'`;

/**
 * The `sessions` table: one row per issued token, keyed by the token's SHA-256.
 *
 * Every signed-in call looks its token up, so on SQLite that one query runs as a statement
 * prepared once on a read-only connection of its own (WAL lets it read beside the writer):
 * building and preparing it through knex on every request cost more than the rest of `GET me`.
 * A lookup is remembered only while the database is unchanged (session-cache.ts), so a
 * revocation counts at once.
 */
export class SessionsRepository {
  private readonly reader: Database.Database | null;
  private readonly validSession: Statement<[string, number], SessionUserRow> | null;
  private readonly cache: SessionCache<SessionLookup> | null;

  constructor(
    private readonly db: Knex,
    sqliteFile: string | null = null,
  ) {
    this.reader = sqliteFile ? new Database(sqliteFile, { readonly: true, fileMustExist: true }) : null;
    this.reader?.pragma('busy_timeout = 5000');
    this.validSession = this.reader?.prepare<[string, number], SessionUserRow>(VALID_SESSION_SQL) ?? null;
    this.cache = this.reader ? new SessionCache<SessionLookup>(this.reader) : null;
    const cache = this.cache;
    if (cache) db.on('query', () => cache.noteQuery());
  }

  async create(userId: number, token: string, ttlMs: number, trx: Knex = this.db): Promise<number> {
    const now = Date.now();
    const expiresAt = now + ttlMs;
    await trx('sessions').insert({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
    return expiresAt;
  }

  /** The session's user, only while the token is unexpired, unrevoked and its user active. */
  async findValid(token: string): Promise<SessionLookup | undefined> {
    return this.find(token);
  }

  /**
   * `findValid` without a promise where none is needed: on SQLite the lookup is synchronous (a
   * prepared statement, or the cache), so the auth guard of every signed-in request answers in the
   * same turn; PostgreSQL's is a promise.
   */
  find(token: string): SessionLookup | undefined | Promise<SessionLookup | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache?.get(tokenHash, now);
    // A copy: no request can change what the next one is handed.
    if (cached) return { sessionId: cached.sessionId, user: { ...cached.user } };
    if (!this.validSession)
      return this.db
        .raw<{ rows: SessionUserRow[] }>(VALID_SESSION_SQL, [tokenHash, now])
        .then(({ rows }) => this.found(tokenHash, rows[0]));
    return this.found(tokenHash, this.validSession.get(tokenHash, now));
  }

  private found(tokenHash: string, row: SessionUserRow | undefined): SessionLookup | undefined {
    if (!row) return undefined;
    const { session_id: sessionId, expires_at: expiresAt, ...user } = row;
    this.cache?.set(tokenHash, { sessionId, user: { ...user } }, Number(expiresAt));
    return { sessionId, user };
  }

  /**
   * Which of these sessions are still valid (not revoked, not expired, their user active): one
   * query for a whole batch of position reports instead of one lookup per report.
   */
  async validIds(sessionIds: readonly number[], trx: Knex = this.db): Promise<Set<number>> {
    if (sessionIds.length === 0) return new Set();
    const rows: { id: number }[] = await trx('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .whereIn('s.id', [...new Set(sessionIds)])
      .whereNull('s.revoked_at')
      .andWhere('s.expires_at', '>', Date.now())
      .whereNull('u.deleted_at')
      .andWhere('u.estado', 'ACTIVO')
      .select('s.id');
    return new Set(rows.map((row) => Number(row.id)));
  }

  async revoke(sessionId: number, trx: Knex = this.db): Promise<void> {
    await trx('sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: Date.now() });
  }

  /** Ends every session of a user, optionally keeping the one making the request. */
  async revokeAllOf(userId: number, options: { except?: number } = {}, trx: Knex = this.db): Promise<void> {
    const query = trx('sessions').where({ user_id: userId }).whereNull('revoked_at');
    if (options.except !== undefined) query.whereNot({ id: options.except });
    await query.update({ revoked_at: Date.now() });
  }

  /** Expired and revoked tokens are worthless; drop them after a day. */
  async purgeStale(trx: Knex = this.db): Promise<number> {
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    return trx('sessions').where('expires_at', '<', dayAgo).orWhere('revoked_at', '<', dayAgo).delete();
  }

  close(): void {
    this.reader?.close();
  }
}
