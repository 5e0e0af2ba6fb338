import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerHandle } from '../child-process.ts';
import type { PositionsServerData } from '../positions-server.ts';
import { throwawayPostgres } from '../postgres-database.ts';
import { runScenario, type ScenarioResult } from './delivery.ts';
import { DEVICES, REDIS_URL, VIEWERS } from './settings.ts';

/** The two setups measured, each with its own API processes and data, removed afterwards. */

const seedEnv = { BENCH_SEED: '1', BENCH_DEVICES: String(DEVICES), BENCH_VIEWERS: String(VIEWERS) };

export async function oneProcess(): Promise<ScenarioResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-pos-'));
  const server = await startServer<PositionsServerData>('positions-server.ts', {
    ...seedEnv,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  try {
    return await runScenario({ label: 'one process (SQLite, in-memory adapter)', servers: [server], seeded: server.data });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function twoProcesses(): Promise<ScenarioResult> {
  const database = await throwawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-pos-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const servers: ServerHandle<PositionsServerData>[] = [];
  try {
    // One after the other: the first migrates and seeds.
    servers.push(await startServer<PositionsServerData>('positions-server.ts', { ...env, ...seedEnv }));
    servers.push(await startServer<PositionsServerData>('positions-server.ts', env));
    return await runScenario({
      label: 'two processes (PostgreSQL, Redis adapter)',
      servers,
      seeded: servers[0]?.data ?? { devices: [], viewers: [] },
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
