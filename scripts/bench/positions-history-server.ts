import fs from 'node:fs';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { newToken } from '../../apps/api/src/platform/sessions/tokens.ts';
import { HistoryDays } from '../support/api-internals.ts';
import { seedHistoryDay } from '../support/position-history-seed.ts';
import { announceReady } from './child-process.ts';

/** What the bench learns from this child once it is seeded. */
export interface SeededHistory {
  token: string;
  userIds: number[];
  /** The seeded days (YYYY-MM-DD, oldest first) and each one's first fix (epoch ms). */
  days: { day: string; start: number }[];
  rows: number;
  seedSeconds: number;
}

/** Sent by the bench: expire the oldest seeded day now; answered with its duration. */
export interface ExpireRequest {
  type: 'expire';
  before: number;
}

const DAY_MS = 24 * 3600_000;
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir || !fs.existsSync(dataDir)) throw new Error('BENCH_DATA_DIR must name an existing directory');
const users = Number(process.env.BENCH_HISTORY_USERS ?? '60');
const dayCount = Number(process.env.BENCH_HISTORY_DAYS ?? '90');
const hours = Number(process.env.BENCH_HISTORY_HOURS ?? '8');
const intervalMs = Number(process.env.BENCH_HISTORY_INTERVAL_S ?? '15') * 1000;

const config = loadConfig({
  DATA_DIR: dataDir,
  STATIC_DIR: dataDir,
  ADMIN_PASSWORD: 'clave-de-prueba-bench',
  PASSWORD_HASH_COST: '10',
  TZ: 'America/La_Paz',
  // The hourly job must not expire anything behind the bench's back; the bench triggers expiry itself.
  POSITION_HISTORY_DAYS: '3650',
  ...(process.env.BENCH_API_DATABASE_URL && { DATABASE_URL: process.env.BENCH_API_DATABASE_URL }),
});
const app = await buildApp(config, { logger: false });
const historyDays = new HistoryDays(app.db, config.timeZone);
const zone = config.timeZone;
const dayOf = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));

const now = Date.now();
const passwordHash = await app.passwords.hash('clave-de-prueba-bench');
await app.db.batchInsert(
  'users',
  Array.from({ length: users }, (_, i) => {
    const name = `campo${String(i + 1).padStart(4, '0')}`;
    return {
      nombre: `Inspector de campo ${i + 1}`,
      name,
      name_key: name,
      email: `${name}@bench.invalid`,
      rol: 'INSPECTOR',
      estado: 'ACTIVO',
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
    };
  }),
  200,
);
const userIds = ((await app.db('users').select('id').where('rol', 'INSPECTOR').orderBy('id')) as { id: number }[]).map((row) => row.id);
const token = newToken();
await app.sessions.create(1, token, 24 * 3600_000);

// Days today−N … yesterday, each an 08:00–16:00 shift (Oruro time).
const seedStarted = performance.now();
const days: SeededHistory['days'] = [];
for (let back = dayCount; back >= 1; back -= 1) {
  const day = dayOf(now - back * DAY_MS);
  const start = Date.parse(`${day}T08:00:00-04:00`);
  await historyDays.createDay(day);
  await seedHistoryDay(app.db, userIds, { start, fixes: Math.floor((hours * 3600_000) / intervalMs), intervalMs });
  days.push({ day, start });
  if (back % 10 === 0) process.stdout.write(`  seeded ${days.length} of ${dayCount} days\n`);
}
if ((app.db.client as { config: { client: string } }).config.client === 'pg') await app.db.raw('VACUUM ANALYZE position_history');
else await app.db.raw('ANALYZE');
const rows = Number(((await app.db('position_history').count({ n: '*' }).first()) as { n: string | number }).n);
const seedSeconds = (performance.now() - seedStarted) / 1000;

process.on('message', (message: unknown) => {
  const request = message as ExpireRequest | null;
  if (request?.type !== 'expire') return;
  const started = performance.now();
  historyDays.expireBefore(request.before).then(
    (removed) => process.send?.({ type: 'expired', removed, ms: performance.now() - started }),
    (error: unknown) => process.send?.({ type: 'expired', error: String(error) }),
  );
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
announceReady<SeededHistory>(address.port, { token, userIds, days, rows, seedSeconds }, () => app.close());
