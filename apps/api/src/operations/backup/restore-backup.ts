import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE, createKnex } from '../../platform/database/connection.ts';
import { migrationSource } from '../../platform/database/migration-source.ts';
import { BackupFileError, payloadStream, verifyBackupFile } from './backup-file.ts';
import { summarize, type BackupManifest } from './manifest.ts';
import { runTool } from './run-tool.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

type Config = Pick<AppConfig, 'databaseUrl' | 'dataDir'>;

export interface RestoreResult {
  manifest: BackupManifest;
  /** Rows per table after the pending migrations ran. */
  tables: Record<string, number>;
}

async function tableCount(db: Knex, engine: 'sqlite' | 'postgres'): Promise<number> {
  if (engine === 'postgres') {
    const result = await db.raw<{ rows: { n: string }[] }>('select count(*) as n from pg_tables where schemaname = current_schema()');
    return Number(result.rows[0]?.n ?? 0);
  }
  const rows = await db.raw<{ n: number }[]>("select count(*) as n from sqlite_master where type = 'table'");
  return Number(rows[0]?.n ?? 0);
}

async function restoreSqlite(config: Config, file: string, payloadOffset: number, force: boolean): Promise<void> {
  const target = path.join(config.dataDir, SQLITE_FILE);
  if (fs.existsSync(target) && fs.statSync(target).size > 0) {
    const db = createKnex(config);
    const tables = await tableCount(db, 'sqlite').finally(() => db.destroy());
    if (tables > 0 && !force) throw new BackupFileError(OPERATIONS_MSG.restore.notEmpty(`La base de datos ${target}`));
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const partial = `${target}.restoring`;
  await pipeline(payloadStream(file, payloadOffset), zlib.createGunzip(), fs.createWriteStream(partial));
  for (const suffix of ['-wal', '-shm']) fs.rmSync(target + suffix, { force: true });
  fs.renameSync(partial, target);
}

async function restorePostgres(config: Config, file: string, payloadOffset: number, force: boolean): Promise<void> {
  const url = config.databaseUrl ?? '';
  const db = createKnex(config);
  try {
    if ((await tableCount(db, 'postgres')) > 0) {
      if (!force) throw new BackupFileError(OPERATIONS_MSG.restore.notEmpty(`La base de datos ${new URL(url).pathname.slice(1)}`));
      await db.raw('drop schema public cascade');
      await db.raw('create schema public');
    }
  } finally {
    await db.destroy();
  }
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${new URL(url).pathname.slice(1)}`],
    url,
    payloadStream(file, payloadOffset),
  );
}

/**
 * Restores a backup file onto the configured database: the whole file is verified first (nothing
 * is touched for a damaged one), a non-empty target is refused unless `force`, the restored rows
 * and photos must equal the manifest, then pending migrations run.
 */
export async function restoreBackup(config: Config, file: string, options: { force?: boolean } = {}): Promise<RestoreResult> {
  if (!fs.existsSync(file)) throw new BackupFileError(OPERATIONS_MSG.restore.notFound(file));
  const { manifest, payloadOffset } = await verifyBackupFile(file);
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (manifest.engine !== engine) throw new BackupFileError(OPERATIONS_MSG.restore.engineMismatch(manifest.engine, engine));
  const known = await migrationSource.getMigrations([]);
  if (manifest.schemaVersion && !known.includes(manifest.schemaVersion))
    throw new BackupFileError(OPERATIONS_MSG.restore.newerSchema(manifest.schemaVersion));

  if (engine === 'sqlite') await restoreSqlite(config, file, payloadOffset, options.force ?? false);
  else await restorePostgres(config, file, payloadOffset, options.force ?? false);

  const db = createKnex(config);
  try {
    const restored = await summarize(db);
    for (const [table, expected] of Object.entries(manifest.tables)) {
      const found = restored.tables[table] ?? 0;
      if (found !== expected) throw new BackupFileError(OPERATIONS_MSG.restore.countsDiffer(table, expected, found));
    }
    if (restored.blobsSha256 !== manifest.blobsSha256) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    await db.migrate.latest();
    return { manifest, tables: (await summarize(db)).tables };
  } finally {
    await db.destroy();
  }
}
