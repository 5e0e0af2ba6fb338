import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { newToken } from '../../apps/api/src/platform/sessions/tokens.ts';
import { announceReady } from './child-process.ts';

/** What a positions bench server hands the load generator. */
export interface PositionsServerData {
  /** Seeded accounts (only from the process started with BENCH_SEED=1). */
  devices: { id: number; token: string }[];
  viewers: { id: number; token: string }[];
}

/**
 * One API process for the positions bench: the real app (`buildApp`, logger off) on the database
 * and Redis named by the environment (DATA_DIR or DATABASE_URL, REDIS_URL, REDIS_PREFIX). With
 * BENCH_SEED=1 it also creates BENCH_DEVICES field users and BENCH_VIEWERS map viewers, each with a
 * session, straight through knex (nobody signs in with a password during the bench).
 */
const config = loadConfig({
  ...process.env,
  STATIC_DIR: process.env.DATA_DIR ?? '/nonexistent',
  ADMIN_PASSWORD: 'clave-de-prueba-bench',
  PASSWORD_HASH_COST: '10',
  LOG_LEVEL: 'warn',
});
const app = await buildApp(config, { logger: false });

let data: PositionsServerData = { devices: [], viewers: [] };
if (process.env.BENCH_SEED === '1') {
  const deviceCount = Number(process.env.BENCH_DEVICES ?? '1000');
  const viewerCount = Number(process.env.BENCH_VIEWERS ?? '20');
  const now = Date.now();
  const row = (name: string, nombre: string, rol: string) => ({
    nombre,
    name,
    name_key: name,
    email: `${name}@bench.invalid`,
    rol,
    estado: 'ACTIVO',
    // Never signed in with: sessions are issued below.
    password_hash: 'scrypt$10$8$1$bm9uZQ==$bm9uZQ==',
    created_at: now,
    updated_at: now,
  });
  const rows = [
    ...Array.from({ length: deviceCount }, (_, i) => row(`campo${i + 1}`, `Personal ${i + 1}`, i % 2 === 0 ? 'INSPECTOR' : 'CHOFER')),
    ...Array.from({ length: viewerCount }, (_, i) => row(`mapa${i + 1}`, `Supervisor ${i + 1}`, 'USUARIO')),
  ];
  await app.db.batchInsert('users', rows, 200);
  const users = (await app.db('users').select('id', 'name').whereIn('rol', ['INSPECTOR', 'CHOFER', 'USUARIO']).orderBy('id')) as {
    id: number;
    name: string;
  }[];
  const sessions = await app.db.transaction(async (trx) => {
    const issued: { id: number; name: string; token: string }[] = [];
    for (const user of users) {
      const token = newToken();
      await app.sessions.create(user.id, token, 12 * 3600_000, trx);
      issued.push({ ...user, token });
    }
    return issued;
  });
  data = {
    devices: sessions.filter((s) => s.name.startsWith('campo')).map(({ id, token }) => ({ id, token })),
    viewers: sessions.filter((s) => s.name.startsWith('mapa')).map(({ id, token }) => ({ id, token })),
  };
}

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
announceReady<PositionsServerData>(address.port, data, () => app.close());
