import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import knexFactory, { type Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE, createKnex } from '../../platform/database/connection.ts';
import { decryptFile, encryptFile } from './backup-envelope.ts';
import { payloadStream, verifyBackupFile, writeBackupFile } from './backup-file.ts';
import { loadBackupKey } from './backup-key.ts';
import { summarize, type BackupManifest, type DatabaseSummary } from './manifest.ts';
import { namedPhotoFiles, packPhotos, type PhotoSection } from './photo-section.ts';
import { runTool } from './run-tool.ts';
import { PhotoFiles } from '../../complaints/photos/photo-files.ts';

export const BACKUP_SUFFIX = '.reclamos-backup';

type Config = Pick<AppConfig, 'databaseUrl' | 'dataDir'> &
  Partial<Pick<AppConfig, 'photosDir'>> & { backup: Pick<AppConfig['backup'], 'keyFile'> };

/** The photo store of a configuration (PHOTOS_DIR, else `photos` in the data directory). */
export function photoFilesOf(config: Pick<AppConfig, 'dataDir'> & Partial<Pick<AppConfig, 'photosDir'>>): PhotoFiles {
  return new PhotoFiles(config.photosDir ?? path.join(config.dataDir, 'photos'));
}

interface Snapshot<E> {
  summary: DatabaseSummary;
  payload: string;
  encoding: E;
  photos: { file: string; section: PhotoSection };
}

/** The files the snapshot `db` names, copied into the work folder, and the snapshot's summary (seals checked against those copies). */
async function snapshotPhotos(db: Knex, files: PhotoFiles, work: string, keepHold: () => Promise<void>) {
  const file = path.join(work, 'photos');
  const { section, digests } = await packPhotos(files, await namedPhotoFiles(db), file, keepHold);
  return { summary: await summarize(db, digests), photos: { file, section } };
}

/** `reclamos-20261123T221500123Z.reclamos-backup` (UTC, to the millisecond): names sort by time. */
export function backupFileName(now: Date): string {
  return `reclamos-${now.toISOString().replace(/[-:.]/g, '')}${BACKUP_SUFFIX}`;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * SQLite: the online backup API copies the live file page by page while the server keeps
 * writing (WAL: readers never block the writer). The whole copy is done in one step, i.e. in
 * one read transaction, so a busy writer cannot make it restart forever and the copy is one
 * consistent snapshot; the manifest is taken from that copy.
 */
async function sqlitePayload(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  work: string,
  files: PhotoFiles,
  keepHold: () => Promise<void>,
): Promise<Snapshot<'sqlite-gzip'>> {
  const copyDir = path.join(work, 'copy');
  fs.mkdirSync(copyDir);
  const copy = path.join(copyDir, SQLITE_FILE);
  const source = new Database(path.join(config.dataDir, SQLITE_FILE), { readonly: true, fileMustExist: true });
  try {
    await source.backup(copy, { progress: () => 1 << 30 });
  } finally {
    source.close();
  }
  const db = knexFactory({ client: 'better-sqlite3', connection: { filename: copy }, useNullAsDefault: true, pool: { min: 1, max: 1 } });
  let taken: Awaited<ReturnType<typeof snapshotPhotos>>;
  try {
    taken = await snapshotPhotos(db, files, work, keepHold);
  } finally {
    await db.destroy();
  }
  const payload = path.join(work, 'payload');
  // Photos are JPEG already: level 1 saves most of what gzip can on the rest, at a fraction of the CPU.
  await pipeline(fs.createReadStream(copy), zlib.createGzip({ level: 1 }), fs.createWriteStream(payload));
  fs.rmSync(copyDir, { recursive: true, force: true });
  return { ...taken, payload, encoding: 'sqlite-gzip' };
}

/**
 * PostgreSQL: the manifest is counted inside a repeatable-read transaction whose snapshot
 * pg_dump then uses (`--snapshot`), so counts and dump describe the same instant.
 */
async function postgresPayload(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  work: string,
  files: PhotoFiles,
  keepHold: () => Promise<void>,
): Promise<Snapshot<'pg_dump-custom'>> {
  const url = config.databaseUrl ?? '';
  const db = createKnex(config);
  const payload = path.join(work, 'payload');
  try {
    const taken = await db.transaction(
      async (trx) => {
        const snapshot = (await trx.raw<{ rows: { id: string }[] }>('select pg_export_snapshot() as id')).rows[0]?.id ?? '';
        const counted = await snapshotPhotos(trx, files, work, keepHold);
        await runTool(
          'pg_dump',
          ['--format=custom', '--compress=1', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${payload}`],
          url,
        );
        return counted;
      },
      { isolationLevel: 'repeatable read', readOnly: true },
    );
    return { ...taken, payload, encoding: 'pg_dump-custom' };
  } finally {
    await db.destroy();
  }
}

/** After writing: the payload hashes to the manifest, and it decodes (gzip) or lists (pg_restore). */
async function verifyWritten(file: string, config: Pick<AppConfig, 'databaseUrl'>): Promise<void> {
  const { manifest, payloadOffset } = await verifyBackupFile(file);
  const payload = payloadStream(file, payloadOffset, manifest.payload.bytes);
  if (manifest.engine === 'sqlite') {
    const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
    await pipeline(payload, zlib.createGunzip(), sink);
  } else {
    await runTool('pg_restore', ['--list'], config.databaseUrl ?? '', payload);
  }
}

/**
 * Writes one verified backup file of the configured database, and of the photo files its
 * snapshot names, into `outDir` and answers its path and manifest. The file is encrypted with the backup key (created on first use) and written
 * 0600; the plaintext only ever lives in a 0700 working folder removed afterwards. Verified means
 * the written file itself was decrypted back, hashed and decoded.
 */
export async function createBackup(config: Config, outDir: string, now = new Date()): Promise<{ file: string; manifest: BackupManifest }> {
  const key = loadBackupKey(config.backup.keyFile, { create: true });
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  const work = fs.mkdtempSync(path.join(outDir, '.partial-'));
  const files = photoFilesOf(config);
  let hold: Awaited<ReturnType<PhotoFiles['hold']>> | undefined;
  try {
    // Until the end, the retention sweep removes no file: the snapshot may name one it would.
    hold = await files.hold();
    const { summary, payload, encoding, photos } = config.databaseUrl
      ? await postgresPayload(config, work, files, hold.refresh)
      : await sqlitePayload(config, work, files, hold.refresh);
    const manifest: BackupManifest = {
      format: 1,
      engine: config.databaseUrl ? 'postgres' : 'sqlite',
      createdAt: now.toISOString(),
      ...summary,
      payload: { encoding, bytes: fs.statSync(payload).size, sha256: await sha256OfFile(payload) },
      photos: photos.section,
    };
    const plain = path.join(work, 'backup');
    await writeBackupFile(plain, manifest, payload, photos.file);
    fs.rmSync(payload);
    fs.rmSync(photos.file);
    const partial = path.join(work, 'encrypted');
    await encryptFile(plain, partial, key);
    fs.rmSync(plain);
    const readBack = path.join(work, 'read-back');
    await decryptFile(partial, readBack, key, config.backup.keyFile);
    await verifyWritten(readBack, config);
    const file = path.join(outDir, backupFileName(now));
    fs.renameSync(partial, file);
    return { file, manifest };
  } finally {
    await hold?.release();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
