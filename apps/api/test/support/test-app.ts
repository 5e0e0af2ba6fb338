import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';

export type Engine = 'sqlite' | 'postgres';
export const ADMIN_PASSWORD = 'admin-test-password';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
/**
 * The engines the API tests run on: SQLite always, PostgreSQL when TEST_DATABASE_URL names a
 * server. Under CI (which sets it) a missing TEST_DATABASE_URL fails instead of testing one engine.
 */
export function engines(): Engine[] {
  if (process.env.TEST_DATABASE_URL) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') throw new Error('TEST_DATABASE_URL is not set: CI tests both engines.');
  return ['sqlite'];
}

export interface ThrowawayDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh empty database: a SQLite file in a temp dir, or a new PostgreSQL database. */
export async function throwawayDatabase(engine: Engine): Promise<ThrowawayDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-test-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: async () => removeDir() };

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `reclamos_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    drop: async () => {
      await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
      await admin.destroy();
      removeDir();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a fresh migrated database. Tests lower the password-hash cost and raise the
 * login limits explicitly; one test checks the production defaults.
 */
export async function buildTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  /** Or a function of the test's configuration (e.g. server-options.ts's, as `npm start` builds the app). */
  options: BuildOptions | ((config: AppConfig) => BuildOptions) = { logger: false },
): Promise<TestApp> {
  const database = await throwawayDatabase(engine);
  const config = loadConfig({
    ADMIN_PASSWORD,
    PASSWORD_HASH_COST: '10',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    LOGIN_MAX_CONCURRENT_HASHES: '64',
    LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '64',
    FORMULARIO_MAX_PER_HOUR: '10000000',
    FORMULARIO_MAX_MB_PER_HOUR: '10000000',
    // Tests send many uploads at once from one address; slow-uploads.test.ts sets the share itself.
    FORMULARIO_MAX_CONCURRENT_UPLOADS_PER_ADDRESS: '1000',
    // A loaded test machine must not shed position reports; positions/load.test.ts sets its own bounds.
    POSITION_MAX_LAG_MS: '5000',
    // Tests never reach the internet: the only push service is loopback's discard port (push tests start their own).
    PUSH_ALLOWED_ENDPOINTS: 'http://localhost:9',
    // The face detector's model takes ~0.5 GB and seconds to load: only the redaction tests turn it on.
    FACE_DETECTION: 'off',
    STATIC_DIR: path.join(database.env.DATA_DIR ?? os.tmpdir(), 'no-pwa'),
    ...database.env,
    ...env,
  });
  const app = await buildApp(config, typeof options === 'function' ? options(config) : options);
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
