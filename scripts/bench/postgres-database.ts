import { randomBytes } from 'node:crypto';
import knex from 'knex';

/** The PostgreSQL server the benches create their databases on (BENCH_DATABASE_URL, else the tests'). */
export const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database for one bench run, and the way to drop it afterwards. */
export async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = knex({ client: 'pg', connection: POSTGRES_ADMIN_URL, pool: { min: 0, max: 1 } });
  const name = `reclamos_bench_${randomBytes(6).toString('hex')}`;
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
    },
  };
}
