import fs from 'node:fs';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { serverOptions } from '../../apps/api/src/server-options.ts';
import { newToken } from '../../apps/api/src/platform/sessions/tokens.ts';
import { announceReady } from './child-process.ts';

/** What the API child hands the load generator once seeded. */
export interface SeededApi {
  /** Every account shares this password (the administrator's too). */
  password: string;
  passwordHashCost: number;
  accounts: string[];
  /** A live session token per account, the administrator's first. */
  tokens: string[];
  userCount: number;
}

const BENCH_PASSWORD = 'clave-de-prueba-bench';

const dataDir = process.env.BENCH_DATA_DIR;
const userCount = Number(process.env.BENCH_USERS ?? '1000');
if (!dataDir || !fs.existsSync(dataDir)) throw new Error('BENCH_DATA_DIR must name an existing directory');

// Production settings (PASSWORD_HASH_COST left at its default, 17), whatever this shell exports;
// only the login limiter is opened up, and a bench never sends a wrong password anyway.
// BENCH_PUBLIC_RATE_LIMIT raises the public routes' per-address limit: every bench client is 127.0.0.1.
const config = loadConfig({
  DATA_DIR: dataDir,
  // BENCH_STATIC_DIR serves a built PWA (the initial-download bench); otherwise none.
  STATIC_DIR: process.env.BENCH_STATIC_DIR ?? dataDir,
  ADMIN_PASSWORD: BENCH_PASSWORD,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
  LOGIN_MAX_CONCURRENT_HASHES: '64',
  LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '64',
  FORMULARIO_MAX_PER_HOUR: '10000000',
  FORMULARIO_MAX_MB_PER_HOUR: '10000000',
  ...(process.env.BENCH_PUBLIC_RATE_LIMIT && { PUBLIC_RATE_LIMIT_PER_MINUTE: process.env.BENCH_PUBLIC_RATE_LIMIT }),
  ...(process.env.BENCH_MAX_CONCURRENT_UPLOADS && { FORMULARIO_MAX_CONCURRENT_UPLOADS: process.env.BENCH_MAX_CONCURRENT_UPLOADS }),
  // BENCH_API_DATABASE_URL runs the child on PostgreSQL instead of the SQLite file in BENCH_DATA_DIR.
  ...(process.env.BENCH_API_DATABASE_URL && { DATABASE_URL: process.env.BENCH_API_DATABASE_URL }),
});
// Built as `npm start` builds it (production logger included): what a phone gets is what is measured.
const app = await buildApp(config, serverOptions(config));

// Seed straight through knex: 999 scrypt hashes at cost 17 would take minutes. One hash, computed
// by the API's own PasswordHasher, serves every row (each account still verifies it at full cost).
const passwordHash = await app.passwords.hash(BENCH_PASSWORD);
const now = Date.now();
const existing = await app.users.count();
const rows = Array.from({ length: Math.max(0, userCount - existing) }, (_, i) => {
  const name = `bench${String(i + 1).padStart(4, '0')}`;
  return {
    nombre: `Usuario de prueba ${i + 1}`,
    name,
    name_key: name,
    email: `${name}@bench.invalid`,
    rol: 'USUARIO',
    estado: 'ACTIVO',
    password_hash: passwordHash,
    created_at: now,
    updated_at: now,
  };
});
await app.db.batchInsert('users', rows, 200);

// One session per account, through the same repository the login route uses.
const users = (await app.db('users').select('id', 'name').whereNull('deleted_at').orderBy('id')) as { id: number; name: string }[];
const ttlMs = config.sessionTtlHours * 3600_000;
const tokens = await app.db.transaction(async (trx) => {
  const issued: string[] = [];
  for (const user of users) {
    const token = newToken();
    await app.sessions.create(user.id, token, ttlMs, trx);
    issued.push(token);
  }
  return issued;
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
announceReady<SeededApi>(
  address.port,
  {
    password: BENCH_PASSWORD,
    passwordHashCost: config.passwordHashCost,
    accounts: users.map((u) => u.name),
    tokens,
    userCount: users.length,
  },
  () => app.close(),
);
