import type { Knex } from 'knex';
import type { Role, UserState } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/schemas/users';
import { hashToken } from '../../lib/tokens.ts';

export interface SessionLookup {
  sessionId: number;
  user: PublicUser;
}

interface SessionUserRow {
  session_id: number;
  expires_at: number;
  id: number;
  nombre: string;
  name: string;
  email: string;
  rol: Role;
  estado: UserState;
}

interface CachedLookup {
  lookup: SessionLookup;
  sessionExpiresAt: number;
  cachedUntil: number;
}

const CACHE_MAX_ENTRIES = 20_000;

/**
 * The `sessions` table: one row per issued token, keyed by the token's SHA-256.
 *
 * Valid lookups are kept in memory for `cacheMs` (every signed-in call needs one, and the
 * database round trip dominated `GET me`). Revoking, deactivating, deleting or editing a user
 * through this process forgets their entries at once; another API process sharing PostgreSQL
 * sees such a change within `cacheMs`.
 */
export class SessionsRepository {
  private readonly cache = new Map<string, CachedLookup>();

  constructor(
    private readonly db: Knex,
    private readonly cacheMs = 0,
  ) {}

  async create(userId: number, token: string, ttlMs: number, trx: Knex = this.db): Promise<number> {
    const now = Date.now();
    const expiresAt = now + ttlMs;
    await trx('sessions').insert({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
    return expiresAt;
  }

  /** The session's user, only while the token is unexpired, unrevoked and its user active. */
  async findValid(token: string): Promise<SessionLookup | undefined> {
    const tokenHash = hashToken(token);
    const now = Date.now();
    const cached = this.cache.get(tokenHash);
    if (cached && cached.cachedUntil > now && cached.sessionExpiresAt > now) return cached.lookup;
    if (cached) this.cache.delete(tokenHash);

    const row = (await this.db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .select('s.id as session_id', 's.expires_at', 'u.id', 'u.nombre', 'u.name', 'u.email', 'u.rol', 'u.estado')
      .where('s.token_hash', tokenHash)
      .whereNull('s.revoked_at')
      .where('s.expires_at', '>', now)
      .whereNull('u.deleted_at')
      .where('u.estado', 'ACTIVO')
      .first()) as SessionUserRow | undefined;
    if (!row) return undefined;
    const { session_id: sessionId, expires_at: sessionExpiresAt, ...user } = row;
    const lookup = { sessionId, user };
    if (this.cacheMs > 0) {
      if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.clear();
      this.cache.set(tokenHash, { lookup, sessionExpiresAt, cachedUntil: now + this.cacheMs });
    }
    return lookup;
  }

  /** Drops cached lookups of a user, after any change to the user or their sessions. */
  forgetUser(userId: number): void {
    for (const [key, entry] of this.cache) if (entry.lookup.user.id === userId) this.cache.delete(key);
  }

  private forgetSession(sessionId: number): void {
    for (const [key, entry] of this.cache) if (entry.lookup.sessionId === sessionId) this.cache.delete(key);
  }

  async revoke(sessionId: number, trx: Knex = this.db): Promise<void> {
    await trx('sessions').where({ id: sessionId }).whereNull('revoked_at').update({ revoked_at: Date.now() });
    this.forgetSession(sessionId);
  }

  /** Ends every session of a user, optionally keeping the one making the request. */
  async revokeAllOf(userId: number, options: { except?: number } = {}, trx: Knex = this.db): Promise<void> {
    this.forgetUser(userId);
    const query = trx('sessions').where({ user_id: userId }).whereNull('revoked_at');
    if (options.except !== undefined) query.whereNot({ id: options.except });
    await query.update({ revoked_at: Date.now() });
  }

  /** Expired and revoked tokens are worthless; drop them after a day. */
  async purgeStale(trx: Knex = this.db): Promise<number> {
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    return trx('sessions').where('expires_at', '<', dayAgo).orWhere('revoked_at', '<', dayAgo).delete();
  }
}
