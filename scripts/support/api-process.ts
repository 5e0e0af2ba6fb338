import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SQLITE_FILE } from '../../apps/api/src/platform/database/connection.ts';

/** This checkout's root, where `npm start` runs. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The built PWA, served by the API as `npm start` serves it. */
export const PWA_DIST = fileURLToPath(new URL('../../apps/pwa/dist/', import.meta.url));
/** The principal administrator's account, as the first start creates it. */
export const ADMIN_NAME = 'admin';

export interface RunningApi {
  baseURL: string;
  logFile: string;
  /** Its SQLite database file (the API started here always runs on SQLite). */
  databaseFile: string;
  /** The server's process id (its memory is read from /proc by benches). */
  pid: number | undefined;
  stop: () => Promise<void>;
}

/**
 * Starts the real API (apps/api/src/server.ts) in a process of its own, on a free port, with its
 * data in `dataDir`, the administrator's password `adminPassword`, cheap password hashes and open
 * limits (browser tests and benches sign in and upload far more than a person); `extraEnv` adds
 * settings (e.g. the map's tile URLs pointing at a local tile server).
 */
export async function startApi(dataDir: string, adminPassword: string, extraEnv: Record<string, string> = {}): Promise<RunningApi> {
  const port = await freePort();
  const logFile = path.join(dataDir, 'api.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Always the embedded SQLite in a fresh data directory, whatever the caller's shell sets.
      DATABASE_URL: '',
      // The tests count Bolivian days (boliviaToday, dayOfFecha): the server's day must be La Paz's
      // whatever zone the runner is set to.
      TZ: 'America/La_Paz',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: adminPassword,
      PASSWORD_HASH_COST: '12',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      LOGIN_MAX_CONCURRENT_HASHES: '64',
      LOGIN_MAX_CONCURRENT_HASHES_PER_ADDRESS: '64',
      FORMULARIO_MAX_PER_HOUR: '10000000',
      FORMULARIO_MAX_MB_PER_HOUR: '10000000',
      FORMULARIO_MAX_CONCURRENT_UPLOADS_PER_ADDRESS: '1000',
      STATIC_DIR: PWA_DIST,
      LOG_LEVEL: 'warn',
      // The face detector's model (~0.5 GB) is loaded only by the runs that ask for it.
      FACE_DETECTION: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseURL, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}; see ${logFile}`);
  }
  return { baseURL, logFile, databaseFile: path.join(dataDir, SQLITE_FILE), pid: child.pid, stop: () => stop(child) };
}

/** Resolves once GET /api/health answers 200; fails if `child` exits first or 90 s pass. */
export async function waitForHealth(baseURL: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer GET /api/health within 90 s');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no free port'));
      });
    });
  });
}
