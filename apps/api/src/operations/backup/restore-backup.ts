import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE, createKnex } from '../../platform/database/connection.ts';
import { DataLockError, holdExclusively, type DataLock } from '../../platform/database/data-lock.ts';
import { migrationSource } from '../../platform/database/migration-source.ts';
import { decryptFile, readEnvelope } from './backup-envelope.ts';
import { BackupFileError, payloadStream, verifyBackupFile } from './backup-file.ts';
import { loadBackupKey } from './backup-key.ts';
import { summarize, type BackupManifest } from './manifest.ts';
import { runTool } from './run-tool.ts';
import { unpackPhotos } from './photo-section.ts';
import { photoFilesOf } from './create-backup.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

type Config = Pick<AppConfig, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<AppConfig, 'photosDir'>> & { backup: Pick<AppConfig['backup'], 'keyFile'> };

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table after the pending migrations ran. */
  tables: Record<string, number>;
}

export interface RestoreOptions {
  /** Replace a database that is not empty. */
  force?: boolean;
  /** The key file (default: the configuration's BACKUP_KEY_FILE, i.e. `backup.key` in the data directory). */
  keyFile?: string;
}

async function tableCount(db: Knex, engine: 'sqlite' | 'postgres'): Promise<number> {
  if (engine === 'postgres') {
    const result = await db.raw<{ rows: { n: string }[] }>('select count(*) as n from pg_tables where schemaname = current_schema()');
    return Number(result.rows[0]?.n ?? 0);
  }
  const rows = await db.raw<{ n: number }[]>("select count(*) as n from sqlite_master where type = 'table'");
  return Number(rows[0]?.n ?? 0);
}

/** Rows per table and photo digest of the unpacked copy must be the manifest's; then it is brought to the latest schema. */
async function checkAndMigrate(db: Knex, manifest: BackupManifest): Promise<Record<string, number>> {
  const restored = await summarize(db);
  for (const [table, expected] of Object.entries(manifest.tables)) {
    const found = restored.tables[table] ?? 0;
    if (found !== expected) throw new BackupFileError(OPERATIONS_MSG.restore.countsDiffer(table, expected, found));
  }
  if (restored.blobsSha256 !== manifest.blobsSha256) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
  await db.migrate.latest();
  return (await summarize(db)).tables;
}

async function refuseNonEmpty(config: Config, engine: 'sqlite' | 'postgres', where: string): Promise<void> {
  if (engine === 'sqlite' && !fs.existsSync(path.join(config.dataDir, SQLITE_FILE))) return;
  const db = createKnex(config);
  const tables = await tableCount(db, engine).finally(() => db.destroy());
  if (tables > 0) throw new BackupFileError(OPERATIONS_MSG.restore.notEmpty(where));
}

/**
 * SQLite: the payload is unpacked next to the live file (same folder, so the swap is one rename),
 * checked there (integrity_check, counts, photos) and migrated; only then does it replace the
 * live file. The live file is checkpointed first so its WAL is empty when removed.
 */
async function restoreSqlite(config: Config, plain: string, payloadOffset: number, manifest: BackupManifest, work: string) {
  const candidate = path.join(work, SQLITE_FILE);
  await pipeline(
    payloadStream(plain, payloadOffset, manifest.payload.bytes),
    zlib.createGunzip(),
    fs.createWriteStream(candidate, { mode: 0o600 }),
  );
  const db = createKnex({ dataDir: work, databaseUrl: null });
  let tables: Record<string, number>;
  try {
    const check = await db.raw<{ integrity_check: string }[]>('pragma integrity_check');
    const verdict = check.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') throw new BackupFileError(OPERATIONS_MSG.restore.integrity(verdict.slice(0, 200)));
    tables = await checkAndMigrate(db, manifest);
  } finally {
    await db.destroy(); // the last connection closing checkpoints and removes the copy's WAL
  }
  const target = path.join(config.dataDir, SQLITE_FILE);
  if (fs.existsSync(target)) {
    const live = new Database(target);
    try {
      live.pragma('wal_checkpoint(TRUNCATE)');
    } finally {
      live.close();
    }
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  fs.renameSync(candidate, target);
  const dir = fs.openSync(config.dataDir, 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
  return tables;
}

function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}

/**
 * PostgreSQL: pg_restore cannot move an archive's objects to another schema, so the backup is
 * restored into a new database beside the live one, checked and migrated there, and the two
 * databases swap names in one transaction from the `postgres` maintenance database (the role
 * needs CREATEDB). PostgreSQL
 * refuses to rename a database anyone is connected to, so a server that connected meanwhile
 * makes the swap fail as a whole and the live database stays as it was.
 */
async function restorePostgres(config: Config, plain: string, payloadOffset: number, manifest: BackupManifest, lock: DataLock) {
  const url = config.databaseUrl ?? '';
  const live = decodeURIComponent(new URL(url).pathname.slice(1));
  const suffix = randomBytes(4).toString('hex');
  const fresh = `${live.slice(0, 40)}_restoring_${suffix}`;
  const previous = `${live.slice(0, 40)}_previous_${suffix}`;
  // Renames run from another database than the two being renamed.
  const maintenance = live === 'postgres' ? 'template1' : 'postgres';
  const admin = knexFactory({ client: 'pg', connection: withDatabase(url, maintenance), pool: { min: 0, max: 1 } });
  let swapped = false;
  try {
    await admin.raw('create database ?? template template0', [fresh]);
    await runTool(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${fresh}`],
      withDatabase(url, fresh),
      payloadStream(plain, payloadOffset, manifest.payload.bytes),
    );
    const db = createKnex({ dataDir: config.dataDir, databaseUrl: withDatabase(url, fresh) });
    let tables: Record<string, number>;
    try {
      tables = await checkAndMigrate(db, manifest);
    } finally {
      await db.destroy();
    }
    await lock.release(); // its connection to the live database would block the rename
    try {
      await admin.transaction(async (trx) => {
        await trx.raw('alter database ?? rename to ??', [live, previous]);
        await trx.raw('alter database ?? rename to ??', [fresh, live]);
      });
    } catch (error) {
      throw new BackupFileError(OPERATIONS_MSG.restore.swapFailed(error instanceof Error ? error.message : String(error)));
    }
    swapped = true;
    await admin.raw('drop database ?? with (force)', [previous]);
    return tables;
  } finally {
    if (!swapped) await admin.raw('drop database if exists ?? with (force)', [fresh]).catch(() => undefined);
    await admin.destroy();
  }
}

/**
 * Restores a backup file onto the configured database, in this order, refusing at the first
 * problem with nothing touched: the file is ours and encrypted; the key is the one that encrypted
 * it; no server holds the data (and none can start until the end); the whole file decrypts and
 * authenticates into a private temporary folder; engine and schema fit; the target is empty
 * unless `force`; the unpacked copy passes its checks and migrations in a temporary place. Only
 * then does it replace the live data, in one rename (SQLite) or one transaction (PostgreSQL).
 */
export async function restoreBackup(config: Config, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupFileError(OPERATIONS_MSG.restore.notFound(file));
  await readEnvelope(file);
  const keyFile = options.keyFile ?? config.backup.keyFile;
  const key = loadBackupKey(keyFile, { create: false });
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  const where =
    engine === 'sqlite'
      ? `La base de datos ${path.join(config.dataDir, SQLITE_FILE)}`
      : `La base de datos ${decodeURIComponent(new URL(config.databaseUrl ?? '').pathname.slice(1))}`;
  if (engine === 'sqlite') fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  let lock: DataLock;
  try {
    lock = await holdExclusively(config, OPERATIONS_MSG.restore.serverRunning(where));
  } catch (error) {
    throw error instanceof DataLockError ? new BackupFileError(error.message) : error;
  }
  // SQLite unpacks beside the live file so the swap is a rename; PostgreSQL only needs a private folder.
  // A restore killed midway left its folder (plaintext among it); holding the lock, nobody else uses one.
  if (engine === 'sqlite')
    for (const name of fs.readdirSync(config.dataDir))
      if (name.startsWith('.restoring-')) fs.rmSync(path.join(config.dataDir, name), { recursive: true, force: true });
  const work = fs.mkdtempSync(engine === 'sqlite' ? path.join(config.dataDir, '.restoring-') : path.join(os.tmpdir(), 'reclamos-restore-'));
  try {
    const plain = path.join(work, 'backup');
    await decryptFile(file, plain, key, keyFile);
    const { manifest, payloadOffset } = await verifyBackupFile(plain);
    if (manifest.engine !== engine) throw new BackupFileError(OPERATIONS_MSG.restore.engineMismatch(manifest.engine, engine));
    const known = await migrationSource.getMigrations([]);
    if (manifest.schemaVersion && !known.includes(manifest.schemaVersion))
      throw new BackupFileError(OPERATIONS_MSG.restore.newerSchema(manifest.schemaVersion));
    if (!options.force) await refuseNonEmpty(config, engine, where);
    // The photo files first: the store only gains files (each named by its content), so a restore
    // that fails later leaves nothing the live rows need changed; files no row names are swept.
    if (manifest.photos) await unpackPhotos(plain, payloadOffset + manifest.payload.bytes, manifest.photos, photoFilesOf(config));
    const tables =
      engine === 'sqlite'
        ? await restoreSqlite(config, plain, payloadOffset, manifest, work)
        : await restorePostgres(config, plain, payloadOffset, manifest, lock);
    return { manifest, tables };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await lock.release();
  }
}

/** Decrypts and verifies a backup into `workDir` and answers its manifest (tests and tools read it this way). */
export async function readBackupManifest(file: string, keyFile: string, workDir: string): Promise<BackupManifest> {
  const plain = path.join(workDir, `manifest-${randomBytes(4).toString('hex')}`);
  try {
    await decryptFile(file, plain, loadBackupKey(keyFile, { create: false }), keyFile);
    return (await verifyBackupFile(plain)).manifest;
  } finally {
    fs.rmSync(plain, { force: true });
  }
}
