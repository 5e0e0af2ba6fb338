import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, type ServerHandle } from '../child-process.ts';
import type { PositionsServerData } from '../positions-server.ts';
import { throwawayPostgres } from '../postgres-database.ts';
import { REDIS_URL } from './settings.ts';

/**
 * The three setups measured, each with its own processes and data, removed afterwards: the floor
 * (a bare socket.io relay, positions-floor-server.ts), one API process (SQLite, in-memory adapter),
 * two API processes (one PostgreSQL database, the Redis adapter).
 */
export type SetupKind = 'floor' | 'one' | 'two';

export const SETUP_LABELS: Record<SetupKind, string> = {
  floor: 'floor: bare socket.io relay, no storage',
  one: 'one process (SQLite, in-memory adapter)',
  two: 'two processes (PostgreSQL, Redis adapter)',
};

type Servers = ServerHandle<PositionsServerData>[];

export async function withSetup<T>(
  kind: SetupKind,
  seed: { devices: number; viewers: number },
  run: (servers: Servers, seeded: PositionsServerData) => Promise<T>,
): Promise<T> {
  const seedEnv = { BENCH_SEED: '1', BENCH_DEVICES: String(seed.devices), BENCH_VIEWERS: String(seed.viewers) };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-pos-'));
  const database = kind === 'two' ? await throwawayPostgres() : null;
  const servers: Servers = [];
  try {
    if (kind === 'floor') {
      servers.push(await startServer<PositionsServerData>('positions-floor-server.ts', seedEnv));
    } else if (kind === 'one') {
      servers.push(
        await startServer<PositionsServerData>('positions-server.ts', { ...seedEnv, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' }),
      );
    } else {
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        REDIS_URL,
        REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
      };
      // One after the other: the first migrates and seeds.
      servers.push(await startServer<PositionsServerData>('positions-server.ts', { ...env, ...seedEnv }));
      servers.push(await startServer<PositionsServerData>('positions-server.ts', env));
    }
    return await run(servers, servers[0]?.data ?? { devices: [], viewers: [] });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
