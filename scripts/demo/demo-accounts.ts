import type { Knex } from 'knex';
import { createFirstAdministrator } from '../../apps/api/src/auth/first-admin.ts';
import { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import { UsersRepository, accountKey } from '../support/api-internals.ts';

/** A demo supervisor (USUARIO): reports, PDFs, photos, inspections and the live map. Demo data only. */
export const DEMO_SUPERVISOR = { name: 'supervisor', nombre: 'MARÍA FLORES', password: 'supervisor-demo-1' } as const;

/**
 * `npm run demo` works on an empty database (the server need not have started): the
 * administrator is created first, exactly as the first `npm start` would, so that no demo
 * account takes id 1 (the principal administrator).
 */
export async function ensureAdministrator(db: Knex, passwordHashCost: number, adminPassword: string | null): Promise<boolean> {
  return (await createFirstAdministrator(new UsersRepository(db), new PasswordHasher(passwordHashCost), adminPassword)) !== null;
}

export async function seedSupervisor(db: Knex, passwordHashCost: number): Promise<void> {
  if (
    await db('users')
      .where({ name_key: accountKey(DEMO_SUPERVISOR.name) })
      .first()
  )
    return;
  const passwordHash = await new PasswordHasher(passwordHashCost).hash(DEMO_SUPERVISOR.password);
  await new UsersRepository(db).create({
    nombre: DEMO_SUPERVISOR.nombre,
    name: DEMO_SUPERVISOR.name,
    email: 'supervisor@demo.invalid',
    rol: 'USUARIO',
    passwordHash,
  });
}
