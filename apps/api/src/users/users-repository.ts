import type { Knex } from 'knex';
import type { Role, UserState } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import { MSG } from '@reclamos/shared-types/messages';

interface UserRow {
  id: number;
  nombre: string;
  name: string;
  email: string;
  rol: Role;
  estado: UserState;
  password_hash: string;
  deleted_at: number | null;
}

export interface UserWithHash {
  user: PublicUser;
  passwordHash: string;
}

const PUBLIC_COLUMNS = ['id', 'nombre', 'name', 'email', 'rol', 'estado'] as const;

export function accountKey(name: string): string {
  return name.trim().toLowerCase();
}

const NAME_KEY_LENGTH = 50;

/**
 * The key to store for a new or renamed account. Lower-casing can lengthen a name ('İ' becomes
 * two characters), so the 50-character limit is checked again on the folded key: 400, not a
 * database error.
 */
function storedAccountKey(name: string): string {
  const key = accountKey(name);
  if (key.length > NAME_KEY_LENGTH) throw new HttpError(400, MSG.validation.tooLong);
  return key;
}

function toPublic(row: Pick<UserRow, (typeof PUBLIC_COLUMNS)[number]>): PublicUser {
  return { id: row.id, nombre: row.nombre, name: row.name, email: row.email, rol: row.rol, estado: row.estado };
}

/** The `users` table. Deleted users (deleted_at set) keep their row and their account name. */
export class UsersRepository {
  constructor(private readonly db: Knex) {}

  async list(trx: Knex = this.db): Promise<PublicUser[]> {
    const rows = await trx('users').select(PUBLIC_COLUMNS).whereNull('deleted_at').orderBy('id');
    return rows.map(toPublic);
  }

  async findActiveById(id: number, trx: Knex = this.db): Promise<PublicUser | undefined> {
    const row = (await trx('users').select(PUBLIC_COLUMNS).where({ id }).whereNull('deleted_at').first()) as UserRow | undefined;
    return row ? toPublic(row) : undefined;
  }

  async findForLogin(name: string, trx: Knex = this.db): Promise<UserWithHash | undefined> {
    const row = (await trx('users')
      .where({ name_key: accountKey(name) })
      .whereNull('deleted_at')
      .first()) as UserRow | undefined;
    return row ? { user: toPublic(row), passwordHash: row.password_hash } : undefined;
  }

  async passwordHashOf(id: number, trx: Knex = this.db): Promise<string | undefined> {
    const row = (await trx('users').select('password_hash').where({ id }).whereNull('deleted_at').first()) as
      Pick<UserRow, 'password_hash'> | undefined;
    return row?.password_hash;
  }

  async count(trx: Knex = this.db): Promise<number> {
    const row = (await trx('users').count({ n: '*' }).first()) as { n: number | string } | undefined;
    return Number(row?.n ?? 0);
  }

  async create(
    input: { nombre: string; name: string; email: string; rol: Role; passwordHash: string },
    trx: Knex = this.db,
  ): Promise<PublicUser> {
    const now = Date.now();
    const [row] = await trx('users')
      .insert({
        nombre: input.nombre.trim(),
        name: input.name.trim(),
        name_key: storedAccountKey(input.name),
        email: input.email.trim(),
        rol: input.rol,
        estado: 'ACTIVO',
        password_hash: input.passwordHash,
        created_at: now,
        updated_at: now,
      })
      .returning<UserRow[]>([...PUBLIC_COLUMNS]);
    if (!row) throw new Error('insert returned no row');
    return toPublic(row);
  }

  async update(
    id: number,
    changes: { nombre: string; name: string; email: string; rol: Role },
    trx: Knex = this.db,
  ): Promise<PublicUser | undefined> {
    await trx('users')
      .where({ id })
      .whereNull('deleted_at')
      .update({
        nombre: changes.nombre.trim(),
        name: changes.name.trim(),
        name_key: storedAccountKey(changes.name),
        email: changes.email.trim(),
        rol: changes.rol,
        updated_at: Date.now(),
      });
    return this.findActiveById(id, trx);
  }

  async setEstado(id: number, estado: UserState, trx: Knex = this.db): Promise<void> {
    await trx('users').where({ id }).whereNull('deleted_at').update({ estado, updated_at: Date.now() });
  }

  async setPasswordHash(id: number, passwordHash: string, trx: Knex = this.db): Promise<void> {
    await trx('users').where({ id }).update({ password_hash: passwordHash, updated_at: Date.now() });
  }

  async softDelete(id: number, trx: Knex = this.db): Promise<void> {
    const now = Date.now();
    await trx('users').where({ id }).whereNull('deleted_at').update({ deleted_at: now, updated_at: now });
  }
}
