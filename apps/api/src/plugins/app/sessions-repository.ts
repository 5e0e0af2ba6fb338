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
  id: number;
  nombre: string;
  name: string;
  email: string;
  rol: Role;
  estado: UserState;
}

/** The `sessions` table: one row per issued token, keyed by the token's SHA-256. */
export class SessionsRepository {
  constructor(private readonly db: Knex) {}

  async create(userId: number, token: string, ttlMs: number, trx: Knex = this.db): Promise<number> {
    const now = Date.now();
    const expiresAt = now + ttlMs;
    await trx('sessions').insert({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt });
    return expiresAt;
  }

  /** The session's user, only while the token is unexpired, unrevoked and its user active. */
  async findValid(token: string): Promise<SessionLookup | undefined> {
    const row = (await this.db('sessions as s')
      .join('users as u', 'u.id', 's.user_id')
      .select('s.id as session_id', 'u.id', 'u.nombre', 'u.name', 'u.email', 'u.rol', 'u.estado')
      .where('s.token_hash', hashToken(token))
      .whereNull('s.revoked_at')
      .where('s.expires_at', '>', Date.now())
      .whereNull('u.deleted_at')
      .where('u.estado', 'ACTIVO')
      .first()) as SessionUserRow | undefined;
    if (!row) return undefined;
    const { session_id: sessionId, ...user } = row;
    return { sessionId, user };
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
}
