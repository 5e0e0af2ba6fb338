import { randomBytes } from 'node:crypto';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import { loadConfig } from '../config.ts';
import { createKnex } from '../platform/database/connection.ts';
import { PasswordHasher } from '../auth/passwords.ts';
import { SessionsRepository } from '../platform/sessions/sessions-repository.ts';
import { UsersRepository } from '../users/users-repository.ts';

/**
 * `npm run admin:reset-password`: a forgotten administrator password is reset on the server,
 * never through the web. Uses ADMIN_PASSWORD when set, otherwise prints a random one once.
 * Ends every session of the administrator and makes sure the account is active.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createKnex(config);
  try {
    await db.migrate.latest();
    const users = new UsersRepository(db);
    if (!(await users.findActiveById(PRINCIPAL_ADMIN_ID))) {
      throw new Error('No existe el administrador (id 1). Inicie el servidor una vez para crearlo.');
    }
    const password = config.adminPassword ?? randomBytes(12).toString('base64url');
    const hash = await new PasswordHasher(config.passwordHashCost).hash(password);
    await db.transaction(async (trx) => {
      await users.setPasswordHash(PRINCIPAL_ADMIN_ID, hash, trx);
      await users.setEstado(PRINCIPAL_ADMIN_ID, 'ACTIVO', trx);
      await new SessionsRepository(db).revokeAllOf(PRINCIPAL_ADMIN_ID, {}, trx);
    });
    process.stdout.write(
      config.adminPassword
        ? 'Contraseña del administrador cambiada a la de ADMIN_PASSWORD.\n'
        : `Nueva contraseña del administrador (cuenta admin): ${password}\n`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
