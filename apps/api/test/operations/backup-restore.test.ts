import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/platform/database/connection.ts';
import type { BackupManifest } from '../../src/operations/backup/manifest.ts';
import { summarize } from '../../src/operations/backup/manifest.ts';
import { buildTestApp, engines, throwawayDatabase, type TestApp, type ThrowawayDatabase } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

/** Runs `npm run backup` / `npm run restore` as an operator would (tsx, the configured database in env). */
async function cli(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

// pg_dump, pg_restore and the migrations of a restored copy take tens of seconds on a loaded 2-core runner.
describe.each(engines())('backup and restore on %s', { timeout: 90_000 }, (engine) => {
  let t: TestApp;
  let target: ThrowawayDatabase;
  let outDir: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    target = await throwawayDatabase(engine);
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-backups-'));
  });
  afterAll(async () => {
    await t.close();
    await target.drop();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  const sourceEnv = () => ({ DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' });
  let backupFile = '';
  let manifest: BackupManifest;

  it('writes a verified backup while a writer keeps inserting, and restores it elsewhere row for row and byte for byte', async () => {
    for (let i = 0; i < 5; i++) await submitComplaint(t.app, { cedula: String(5_000_000 + i) });
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await submitComplaint(t.app, { cedula: String(6_000_000 + written) });
        written += 1;
      }
    })();
    const backup = await cli('backup', ['--out', outDir, '--json'], sourceEnv());
    const duringBackup = written;
    writing = false;
    await writer;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(duringBackup).toBeGreaterThan(0);
    ({ file: backupFile, manifest } = JSON.parse(backup.stdout) as { file: string; manifest: BackupManifest });
    expect(path.dirname(backupFile)).toBe(outDir);
    expect(manifest.engine).toBe(engine);
    expect(manifest.schemaVersion).toMatch(/^\d{14}_\w+\.ts$/);
    // One consistent snapshot: every complaint has its photo, whatever the writer did meanwhile.
    expect(manifest.tables.reclamos).toBeGreaterThanOrEqual(5);
    expect(manifest.tables.blobs).toBe(manifest.tables.reclamos);

    const restored = await cli('restore', [backupFile], target.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(OPERATIONS_MSG.restore.restored);
    expect(restored.stdout).toMatch(new RegExp(`reclamos\\s+${manifest.tables.reclamos}`));

    const db = createKnex({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL ?? null });
    try {
      const summary = await summarize(db);
      expect(summary.tables).toEqual(manifest.tables);
      expect(summary.blobsSha256).toBe(manifest.blobsSha256);
      // Photo bytes equal the source's, one by one.
      const photos = await db('blobs').select<{ id: string; bytes: Buffer }[]>('id', 'bytes');
      for (const photo of photos) {
        const original = (await t.app.db('blobs').where({ id: photo.id }).first()) as { bytes: Buffer };
        expect(Buffer.compare(photo.bytes, original.bytes)).toBe(0);
      }
    } finally {
      await db.destroy();
    }
  });

  it('refuses to restore over a database that is not empty, unless --force', async () => {
    const refused = await cli('restore', [backupFile], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('no está vacía');
    const forced = await cli('restore', [backupFile, '--force'], target.env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
  });

  it('refuses a truncated or tampered file with a clear message and touches nothing', async () => {
    const empty = await throwawayDatabase(engine);
    try {
      const bytes = fs.readFileSync(backupFile);
      const truncated = path.join(outDir, 'truncated.reclamos-backup');
      fs.writeFileSync(truncated, bytes.subarray(0, bytes.length - 1000));
      const tampered = path.join(outDir, 'tampered.reclamos-backup');
      const altered = Buffer.from(bytes);
      altered[altered.length - 500] = (altered[altered.length - 500] ?? 0) ^ 0xff;
      fs.writeFileSync(tampered, altered);
      const notBackup = path.join(outDir, 'other.txt');
      fs.writeFileSync(notBackup, 'hola');

      for (const file of [truncated, tampered]) {
        const result = await cli('restore', [file], empty.env);
        expect(result.code).toBe(1);
        expect(result.stderr.trim()).toBe(OPERATIONS_MSG.restore.damaged);
      }
      const other = await cli('restore', [notBackup], empty.env);
      expect(other.stderr.trim()).toBe(OPERATIONS_MSG.restore.notABackup);
      const missing = await cli('restore', [path.join(outDir, 'nope')], empty.env);
      expect(missing.stderr).toContain('No existe el archivo');

      const db = createKnex({ dataDir: empty.env.DATA_DIR ?? '', databaseUrl: empty.env.DATABASE_URL ?? null });
      try {
        expect(Object.keys((await summarize(db)).tables)).toEqual([]);
      } finally {
        await db.destroy();
      }
    } finally {
      await empty.drop();
    }
  });
  it('brings a backup of an older schema up to date after restoring it', async () => {
    const older = await throwawayDatabase(engine);
    const restoredInto = await throwawayDatabase(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-backups-'));
    try {
      const db = createKnex({ dataDir: older.env.DATA_DIR ?? '', databaseUrl: older.env.DATABASE_URL ?? null });
      await db.migrate.latest();
      await db.migrate.down();
      const olderVersion = (await summarize(db)).schemaVersion;
      await db.destroy();
      const backup = await cli('backup', ['--out', dir, '--json'], older.env);
      expect(backup.code).toBe(0);
      const { file, manifest: olderManifest } = JSON.parse(backup.stdout) as { file: string; manifest: BackupManifest };
      expect(olderManifest.schemaVersion).toBe(olderVersion);
      expect((await cli('restore', [file], restoredInto.env)).code).toBe(0);
      const restored = createKnex({ dataDir: restoredInto.env.DATA_DIR ?? '', databaseUrl: restoredInto.env.DATABASE_URL ?? null });
      try {
        const summary = await summarize(restored);
        expect(summary.schemaVersion).not.toBe(olderVersion);
        expect(summary.tables.knex_migrations).toBe((olderManifest.tables.knex_migrations ?? 0) + 1);
      } finally {
        await restored.destroy();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await older.drop();
      await restoredInto.drop();
    }
  });
});
