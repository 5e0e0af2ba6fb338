import { randomBytes } from 'node:crypto';
import type { PasswordHasher } from './passwords.ts';
import type { UsersRepository } from '../users/users-repository.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

/**
 * The principal administrator (id 1, account 'admin') of an empty database, with `password`
 * or a random one printed once on the console. Answers null when users exist already (another
 * process, or an earlier start, created it). Shared by the first server start and `npm run demo`,
 * which must not let a demo account take id 1.
 */
export async function createFirstAdministrator(
  users: UsersRepository,
  passwords: PasswordHasher,
  password: string | null,
): Promise<{ id: number } | null> {
  if ((await users.count()) > 0) return null;
  const chosen = password ?? randomBytes(12).toString('base64url');
  const passwordHash = await passwords.hash(chosen);
  // Another API process starting at the same moment may have created it first (unique account).
  const admin = await users
    .create({ nombre: AUTH_MSG.firstAdmin.name, name: 'admin', email: 'admin@reclamos-atm.local', rol: 'ADMINISTRADOR', passwordHash })
    .catch(async (error: unknown) => {
      if ((await users.count()) > 0) return null;
      throw error;
    });
  if (admin && !password) {
    // Printed, not logged: it must not end up in a log collector.
    process.stdout.write(AUTH_MSG.firstAdmin.printed(admin.id, chosen));
  }
  return admin;
}
