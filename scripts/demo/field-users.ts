import type { Knex } from 'knex';
import type { Role } from '@reclamos/shared-types/roles';
import { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import { APELLIDOS, NOMBRES } from './demo-data.ts';

/**
 * Demo field staff whose phones the position simulator plays (`npm run simulate-positions`):
 * accounts campo01, campo02…, alternately INSPECTOR and CHOFER, all with one demo password.
 * Demo data only: a real installation never runs `npm run demo`.
 */
export const DEMO_FIELD_PASSWORD = 'campo-demo-2026';
export const DEMO_FIELD_USERS = 8;

export function demoFieldAccount(index: number): { name: string; nombre: string; rol: Role } {
  const nombre = `${NOMBRES[(index * 5) % NOMBRES.length] ?? 'JUAN'} ${APELLIDOS[(index * 3) % APELLIDOS.length] ?? 'MAMANI'}`;
  return { name: `campo${String(index).padStart(2, '0')}`, nombre, rol: index % 2 === 1 ? 'INSPECTOR' : 'CHOFER' };
}

/**
 * Creates the accounts that do not exist yet; answers how many were created, or null when the
 * database has no users at all: the first server start must create the administrator as id 1.
 */
export async function seedFieldUsers(db: Knex, passwordHashCost: number, count = DEMO_FIELD_USERS): Promise<number | null> {
  const users = (await db('users').count({ n: '*' }).first()) as { n: number | string } | undefined;
  if (Number(users?.n ?? 0) === 0) return null;
  const accounts = Array.from({ length: count }, (_, i) => demoFieldAccount(i + 1));
  const existing = new Set(
    (
      await db('users')
        .whereIn(
          'name_key',
          accounts.map((a) => a.name),
        )
        .select<{ name_key: string }[]>('name_key')
    ).map((row) => row.name_key),
  );
  const missing = accounts.filter((account) => !existing.has(account.name));
  if (missing.length === 0) return 0;
  const passwordHash = await new PasswordHasher(passwordHashCost).hash(process.env.DEMO_FIELD_PASSWORD ?? DEMO_FIELD_PASSWORD);
  const now = Date.now();
  await db('users').insert(
    missing.map((account) => ({
      nombre: account.nombre,
      name: account.name,
      name_key: account.name,
      email: `${account.name}@demo.invalid`,
      rol: account.rol,
      estado: 'ACTIVO',
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    })),
  );
  return missing.length;
}
