import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { AppConfig } from '../../config.ts';

/**
 * Who holds the data: every running server holds a shared lock for as long as it runs; a restore
 * takes the exclusive one, so it is refused while any server runs and a server cannot start in
 * the middle of a restore. Both locks belong to the operating system or to PostgreSQL, never to a
 * pid written in a file: a crashed process releases them, so there is no stale lock to clean.
 *
 * SQLite: `reclamos.lock` in the data directory, a tiny SQLite file in rollback-journal mode. A
 * server keeps a read transaction open on it (SQLite's SHARED file lock); a restore runs
 * `BEGIN EXCLUSIVE` on it without waiting.
 * PostgreSQL: a session advisory lock on the configured database, shared for servers, exclusive
 * for a restore, each on a connection of its own kept open while held.
 */
export const LOCK_FILE = 'reclamos.lock';
const ADVISORY_KEY = 727_440_231; // any fixed number: the application's lock on its database

export class DataLockError extends Error {}

export interface DataLock {
  release(): Promise<void>;
}

function openLockFile(dataDir: string): Database.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  return new Database(path.join(dataDir, LOCK_FILE), { timeout: 0 });
}

const isBusy = (error: unknown) => /SQLITE_BUSY|database is locked/i.test(String((error as { code?: string }).code ?? error));

async function advisoryClient(databaseUrl: string, fn: 'pg_try_advisory_lock_shared' | 'pg_try_advisory_lock'): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'reclamos-data-lock' });
  client.on('error', () => undefined); // a dropped connection ends in 'end', handled by the caller
  await client.connect();
  try {
    const result = await client.query<{ locked: boolean }>(`select ${fn}($1) as locked`, [ADVISORY_KEY]);
    if (result.rows[0]?.locked) return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  await client.end();
  return null;
}

/**
 * The lock lives as long as its connection. A server's connection lost (PostgreSQL restarted) is
 * re-opened and the shared lock taken again every few seconds, so a restore stays refused while
 * the server runs; a restore's lock is not renewed (its connection ending fails its own work).
 */
async function advisoryLock(databaseUrl: string, fn: 'pg_try_advisory_lock_shared' | 'pg_try_advisory_lock'): Promise<DataLock | null> {
  let client = await advisoryClient(databaseUrl, fn);
  if (!client) return null;
  let released = false;
  let retry: NodeJS.Timeout | undefined;
  const renew = () => {
    if (released) return;
    retry = setTimeout(() => {
      advisoryClient(databaseUrl, fn).then(
        (renewed) => {
          if (!renewed) return renew();
          if (released) return void renewed.end().catch(() => undefined);
          client = renewed;
          renewed.once('end', renew);
        },
        () => renew(),
      );
    }, 5000);
    retry.unref();
  };
  if (fn === 'pg_try_advisory_lock_shared') client.once('end', renew);
  return {
    release: async () => {
      if (released) return;
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** A server's shared hold on its data; refused (DataLockError) while a restore holds it. */
export async function holdAsServer(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, busyMessage: string): Promise<DataLock> {
  if (config.databaseUrl) {
    const lock = await advisoryLock(config.databaseUrl, 'pg_try_advisory_lock_shared');
    if (!lock) throw new DataLockError(busyMessage);
    return lock;
  }
  const db = openLockFile(config.dataDir);
  try {
    db.exec('BEGIN');
    db.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new DataLockError(busyMessage);
    throw error;
  }
  return { release: async () => void (db.open && db.close()) };
}

/** A restore's exclusive hold; refused (DataLockError) while any server holds the data. */
export async function holdExclusively(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, busyMessage: string): Promise<DataLock> {
  if (config.databaseUrl) {
    const lock = await advisoryLock(config.databaseUrl, 'pg_try_advisory_lock');
    if (!lock) throw new DataLockError(busyMessage);
    return lock;
  }
  const db = openLockFile(config.dataDir);
  try {
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if (isBusy(error)) throw new DataLockError(busyMessage);
    throw error;
  }
  return { release: async () => void (db.open && db.close()) };
}
