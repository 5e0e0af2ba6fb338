import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { createKnex } from '../../src/platform/database/connection.ts';
import { decryptFile, encryptFile } from '../../src/operations/backup/backup-envelope.ts';
import { keyId, loadBackupKey } from '../../src/operations/backup/backup-key.ts';
import type { BackupManifest } from '../../src/operations/backup/manifest.ts';
import { summarize } from '../../src/operations/backup/manifest.ts';
import { buildTestApp, engines, throwawayDatabase, type TestApp, type ThrowawayDatabase } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';
import { distinctJpeg } from '../support/photos.ts';
import { PhotoFiles } from '../../src/complaints/photos/photo-files.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { pushSubscription } from '../support/push.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { holdExclusively } from '../../src/platform/database/data-lock.ts';
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

const summaryOf = async (env: Record<string, string>) => {
  const db = createKnex({ dataDir: env.DATA_DIR ?? '', databaseUrl: env.DATABASE_URL || null });
  try {
    return await summarize(db);
  } finally {
    await db.destroy();
  }
};

const mode = (file: string) => fs.statSync(file).mode & 0o777;

// pg_dump, pg_restore and the migrations of a restored copy take tens of seconds on a loaded 2-core runner.
describe.each(engines())('backup and restore on %s', { timeout: 180_000 }, (engine) => {
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
  /** The source's key, as an operator restoring on another machine passes the copy kept elsewhere. */
  const withKey = () => ['--key', t.config.backup.keyFile];
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

    // Only the owner can read the backup and its key.
    expect(mode(backupFile)).toBe(0o600);
    expect(t.config.backup.keyFile).toBe(path.join(t.config.dataDir, 'backup.key'));
    expect(mode(t.config.backup.keyFile)).toBe(0o600);
    // Nothing readable in the file: no citizen's name, cédula or manifest.
    const raw = fs.readFileSync(backupFile);
    for (const text of ['Pedro Mamani', '5000001', 'reclamos', 'SQLite format', 'PGDMP']) expect(raw.includes(text)).toBe(false);

    const restored = await cli('restore', [backupFile, ...withKey()], target.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(OPERATIONS_MSG.restore.restored);
    expect(restored.stdout).toMatch(new RegExp(`reclamos\\s+${manifest.tables.reclamos}`));

    const db = createKnex({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL ?? null });
    try {
      const summary = await summarize(db);
      expect(summary.tables).toEqual(manifest.tables);
      expect(summary.blobsSha256).toBe(manifest.blobsSha256);
      // Every photo's file came with the backup: the restored store holds each file the rows name, byte for byte the source's.
      const photos = await db('blobs').select<{ id: string; sha256: string; bytes: Buffer }[]>('id', 'sha256', 'bytes');
      expect(photos.length).toBe(manifest.tables.blobs);
      expect(manifest.photos?.count).toBeGreaterThanOrEqual(1);
      const restoredFiles = new PhotoFiles(path.join(target.env.DATA_DIR ?? '', 'photos'));
      for (const photo of photos) {
        expect(photo.bytes.length).toBe(0);
        const restoredBytes = await restoredFiles.get(photo.sha256);
        expect(restoredBytes).toBeDefined();
        expect(Buffer.compare(restoredBytes ?? Buffer.alloc(0), (await t.app.photoFiles.get(photo.sha256)) ?? Buffer.alloc(1))).toBe(0);
      }
    } finally {
      await db.destroy();
    }
  });

  it('refuses to restore over a database that is not empty, unless --force', async () => {
    const refused = await cli('restore', [backupFile, ...withKey()], target.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('no está vacía');
    const forced = await cli('restore', [backupFile, '--force', ...withKey()], target.env);
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
        const result = await cli('restore', [file, ...withKey()], empty.env);
        expect(result.code).toBe(1);
        expect(result.stderr.trim()).toBe(OPERATIONS_MSG.restore.damaged);
      }
      const other = await cli('restore', [notBackup, ...withKey()], empty.env);
      expect(other.stderr.trim()).toBe(OPERATIONS_MSG.restore.notABackup);
      const missing = await cli('restore', [path.join(outDir, 'nope'), ...withKey()], empty.env);
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
      expect((await cli('restore', [file, '--key', path.join(older.env.DATA_DIR ?? '', 'backup.key')], restoredInto.env)).code).toBe(0);
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

  /** The backup's plaintext (manifest line and payload), as only the key's holder can read it. */
  async function plaintextOf(file: string): Promise<string> {
    const plain = path.join(outDir, `plain-${randomBytes(4).toString('hex')}`);
    await decryptFile(file, plain, loadBackupKey(t.config.backup.keyFile, { create: false }), t.config.backup.keyFile);
    return plain;
  }

  it('refuses a forged backup, a wrong key and an unencrypted one before touching anything', async () => {
    const before = await summaryOf(target.env);
    const realKey = loadBackupKey(t.config.backup.keyFile, { create: false });
    const plain = await plaintextOf(backupFile);

    // The earlier attack: a plain backup whose manifest checksum matches its (edited) payload.
    const unencrypted = path.join(outDir, 'plain.reclamos-backup');
    fs.copyFileSync(plain, unencrypted);
    // A forger with a key of their own, claiming the real key's fingerprint in the header.
    const otherKeyFile = path.join(outDir, 'other.key');
    fs.writeFileSync(otherKeyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 });
    const forgedWithOwnKey = path.join(outDir, 'forged-own-key.reclamos-backup');
    await encryptFile(plain, forgedWithOwnKey, loadBackupKey(otherKeyFile, { create: false }));
    const forged = fs.readFileSync(forgedWithOwnKey);
    const otherId = keyId(loadBackupKey(otherKeyFile, { create: false }));
    const headerEnd = forged.indexOf(0x0a, forged.indexOf(0x0a) + 1);
    const header = forged.subarray(0, headerEnd).toString('utf8').replace(otherId, keyId(realKey));
    const claimed = path.join(outDir, 'forged-claimed.reclamos-backup');
    fs.writeFileSync(claimed, Buffer.concat([Buffer.from(header, 'utf8'), forged.subarray(headerEnd)]));
    // One flipped byte in the first frame's ciphertext.
    const flipped = Buffer.from(fs.readFileSync(backupFile));
    const firstFrame = flipped.indexOf(0x0a, flipped.indexOf(0x0a) + 1) + 1 + 4;
    flipped[firstFrame + 10] = (flipped[firstFrame + 10] ?? 0) ^ 0x01;
    const flippedFile = path.join(outDir, 'flipped.reclamos-backup');
    fs.writeFileSync(flippedFile, flipped);

    const cases: [string, string[], string][] = [
      [unencrypted, withKey(), OPERATIONS_MSG.restore.unencrypted],
      [claimed, withKey(), OPERATIONS_MSG.restore.damaged],
      [flippedFile, withKey(), OPERATIONS_MSG.restore.damaged],
      [backupFile, ['--key', otherKeyFile], OPERATIONS_MSG.restore.wrongKey(otherKeyFile)],
      [backupFile, ['--key', path.join(outDir, 'missing.key')], OPERATIONS_MSG.backupKey.missing(path.join(outDir, 'missing.key'))],
    ];
    for (const [file, args, message] of cases) {
      const result = await cli('restore', [file, '--force', ...args], target.env);
      expect(result.stderr.trim()).toBe(message);
      expect(result.code).toBe(1);
    }
    // A key others can read is refused rather than used.
    fs.chmodSync(otherKeyFile, 0o644);
    const open = await cli('restore', [backupFile, '--force', '--key', otherKeyFile], target.env);
    expect(open.stderr.trim()).toBe(OPERATIONS_MSG.backupKey.tooOpen(otherKeyFile));

    expect(await summaryOf(target.env)).toEqual(before);
    if (engine === 'sqlite') expect(fs.readdirSync(target.env.DATA_DIR ?? '').filter((name) => name.startsWith('.restoring'))).toEqual([]);
    fs.rmSync(plain);
  });

  it('leaves the previous data as it was when the unpacked copy fails its checks', async () => {
    // The previous data differs from the backup's, so a restore in place could not pass unseen.
    const live = createKnex({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL || null });
    await live('personas').insert({ cedula: '9999999', nombre: 'Dato previo', telefono: '', updated_at: Date.now() });
    await live.destroy();
    const before = await summaryOf(target.env);
    expect(before.tables.personas).toBe((manifest.tables.personas ?? 0) + 1);
    // Signed with the real key, but its manifest promises one complaint more than the payload holds.
    const plain = await plaintextOf(backupFile);
    const bytes = fs.readFileSync(plain);
    const firstLine = bytes.indexOf(0x0a) + 1;
    const manifestEnd = bytes.indexOf(0x0a, firstLine);
    const lying = JSON.parse(bytes.subarray(firstLine, manifestEnd).toString('utf8')) as BackupManifest;
    lying.tables.reclamos = (lying.tables.reclamos ?? 0) + 1;
    const lyingPlain = path.join(outDir, 'lying-plain');
    fs.writeFileSync(
      lyingPlain,
      Buffer.concat([bytes.subarray(0, firstLine), Buffer.from(JSON.stringify(lying), 'utf8'), bytes.subarray(manifestEnd)]),
    );
    const lyingFile = path.join(outDir, 'lying.reclamos-backup');
    await encryptFile(lyingPlain, lyingFile, loadBackupKey(t.config.backup.keyFile, { create: false }));

    const result = await cli('restore', [lyingFile, '--force', ...withKey()], target.env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      OPERATIONS_MSG.restore.countsDiffer('reclamos', lying.tables.reclamos, (lying.tables.reclamos ?? 0) - 1),
    );
    expect(await summaryOf(target.env)).toEqual(before);
    if (engine === 'sqlite') expect(fs.readdirSync(target.env.DATA_DIR ?? '').filter((name) => name.startsWith('.restoring'))).toEqual([]);
    fs.rmSync(plain);
  });

  it('refuses to restore under a running server, which keeps every complaint it acknowledged', async () => {
    const acknowledged = await submitComplaint(t.app, { cedula: '7000001' });
    const before = await summarize(t.app.db);
    // The server's own data directory and key, as an operator would type it on the server.
    const refused = await cli('restore', [backupFile, '--force'], sourceEnv());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('está en uso por un servidor en marcha');
    expect(await summarize(t.app.db)).toEqual(before);
    expect(await t.app.db('reclamos').where({ uuid: acknowledged.uuid }).first()).toBeDefined();
    // The server keeps taking complaints.
    await submitComplaint(t.app, { cedula: '7000002' });
  });
  it.runIf(engine === 'postgres')('leaves the database as it was when someone connects before the swap', async () => {
    // A client that is not a server (no lock) stays connected: PostgreSQL refuses to rename the database.
    const connected = createKnex({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL ?? null });
    try {
      await connected.raw('select 1');
      const before = await summarize(connected);
      const result = await cli('restore', [backupFile, '--force', ...withKey()], target.env);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('No se pudo reemplazar la base de datos');
      expect(await summarize(connected)).toEqual(before);
      const leftovers = await connected.raw<{ rows: unknown[] }>("select datname from pg_database where datname like '%\\_restoring\\_%'");
      expect(leftovers.rows).toEqual([]);
    } finally {
      await connected.destroy();
    }
  });

  it('tells the operator once, when it creates the key, to keep a copy elsewhere', async () => {
    const fresh = await throwawayDatabase(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-backups-'));
    try {
      const db = createKnex({ dataDir: fresh.env.DATA_DIR ?? '', databaseUrl: fresh.env.DATABASE_URL ?? null });
      await db.migrate.latest();
      await db.destroy();
      const keyFile = path.join(fresh.env.DATA_DIR ?? '', 'backup.key');
      const first = await cli('backup', ['--out', dir], fresh.env);
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(OPERATIONS_MSG.backup.keyCreated(keyFile));
      expect(mode(keyFile)).toBe(0o600);
      const second = await cli('backup', ['--out', dir], fresh.env);
      expect(second.code).toBe(0);
      expect(second.stdout).not.toContain(OPERATIONS_MSG.backup.keyCreated(keyFile));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
      await fresh.drop();
    }
  });

  it('names in the manifest and on stderr the complaints whose photo no longer matches its seal, and apart those whose file is gone', async () => {
    const fresh = await buildTestApp(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-backups-'));
    try {
      await submitComplaint(fresh.app, {}, { name: 'a.jpg', type: 'image/jpeg', bytes: await distinctJpeg(1) });
      const altered = await submitComplaint(fresh.app, {}, { name: 'b.jpg', type: 'image/jpeg', bytes: await distinctJpeg(2) });
      const row = await fresh.app.db('reclamos as r').join('blobs as b', 'b.id', 'r.blob_id').where('r.id', altered.id).first('b.sha256');
      // The photo's file is changed on disk behind the server's back.
      const file = fresh.app.photoFiles.pathOf(row.sha256 as string);
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 20] = (bytes[bytes.length - 20] ?? 0) ^ 0xff;
      fs.writeFileSync(file, bytes);
      const lost = await submitComplaint(fresh.app, {}, { name: 'c.jpg', type: 'image/jpeg', bytes: await distinctJpeg(3) });
      const lostRow = await fresh.app.db('reclamos as r').join('blobs as b', 'b.id', 'r.blob_id').where('r.id', lost.id).first('b.sha256');
      fs.rmSync(fresh.app.photoFiles.pathOf(lostRow.sha256 as string));
      // A backup is taken while the server runs.
      const env = { DATA_DIR: fresh.config.dataDir, DATABASE_URL: fresh.config.databaseUrl ?? '' };
      const run = await cli('backup', ['--out', dir, '--json'], env);
      expect(run.code).toBe(0);
      const written = JSON.parse(run.stdout) as { manifest: BackupManifest };
      expect(written.manifest.photosAltered).toEqual([{ id: altered.id, codigo: altered.codigo }]);
      expect(written.manifest.photosMissing).toEqual([{ id: lost.id, codigo: lost.codigo }]);
      expect(run.stderr).toContain(OPERATIONS_MSG.backup.photosAltered([altered.codigo]));
      expect(run.stderr).toContain(OPERATIONS_MSG.backup.photosMissing([lost.codigo]));
    } finally {
      await fresh.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('carries photos still held in the database and photo files alike; the restored server serves both and moves the first out', async () => {
    const source = await buildTestApp(engine);
    const restoredData = await throwawayDatabase(engine);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-backups-'));
    try {
      const asFile = await submitComplaint(source.app, {}, { name: 'a.jpg', type: 'image/jpeg', bytes: await distinctJpeg(11) });
      const inRow = await submitComplaint(source.app, {}, { name: 'b.jpg', type: 'image/jpeg', bytes: await distinctJpeg(12) });
      // The second as an older version stored it: bytes in the row, no file.
      const legacy = await source.app
        .db('reclamos as r')
        .join('blobs as b', 'b.id', 'r.blob_id')
        .where('r.id', inRow.id)
        .first<{ id: string; sha256: string }>('b.id', 'b.sha256');
      const legacyBytes = (await source.app.photoFiles.get(legacy.sha256)) ?? Buffer.alloc(0);
      await source.app.db('blobs').where({ id: legacy.id }).update({ bytes: legacyBytes, sha256: null });
      fs.rmSync(source.app.photoFiles.pathOf(legacy.sha256));

      const env = { DATA_DIR: source.config.dataDir, DATABASE_URL: source.config.databaseUrl ?? '' };
      const run = await cli('backup', ['--out', dir, '--json'], env);
      expect(run.stderr).toBe('');
      const written = JSON.parse(run.stdout) as { file: string; manifest: BackupManifest };
      expect(written.manifest.photos?.count).toBe(1);
      expect(written.manifest.photosAltered).toEqual([]);
      const restored = await cli('restore', [written.file, '--key', source.config.backup.keyFile], restoredData.env);
      expect(restored.stderr).toBe('');

      const config = loadConfig({
        ...restoredData.env,
        ADMIN_PASSWORD: 'admin-test-password',
        PASSWORD_HASH_COST: '10',
        STATIC_DIR: path.join(restoredData.env.DATA_DIR ?? '', 'no-pwa'),
      });
      const app = await buildApp(config, { logger: false });
      try {
        await app.ready();
        const admin = await adminToken(app);
        for (const id of [asFile.id, inRow.id]) {
          const detail = await app.inject({ method: 'GET', url: `/api/reclamo/${id}`, headers: bearer(admin) });
          const image = await app.inject({
            method: 'GET',
            url: `/api/images/${detail.json<{ imagen: string }>().imagen}`,
            headers: bearer(admin),
          });
          expect(image.statusCode).toBe(200);
          expect(image.headers['x-photo-damaged'] ?? '').toBe('');
        }
        await expect
          .poll(async () => (await app.db('blobs').where({ id: legacy.id }).first<{ sha256: string | null }>('sha256'))?.sha256, {
            timeout: 20_000,
          })
          .toBe(legacy.sha256);
        expect(await app.photoFiles.get(legacy.sha256)).toEqual(legacyBytes);
        expect(await app.checkPhotos()).toMatchObject({ altered: [], missing: [] });
      } finally {
        await app.close();
      }
    } finally {
      await source.close();
      await restoredData.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not start a server while a restore holds the data', async () => {
    const data = await throwawayDatabase(engine);
    try {
      const config = loadConfig({ ...data.env, PASSWORD_HASH_COST: '10', STATIC_DIR: path.join(data.env.DATA_DIR ?? '', 'no-pwa') });
      const restoring = await holdExclusively(config, 'restore');
      try {
        await expect(buildApp(config, { logger: false })).rejects.toThrow(OPERATIONS_MSG.restore.restoreRunning);
      } finally {
        await restoring.release();
      }
      const app = await buildApp(config, { logger: false });
      await app.close();
    } finally {
      await data.drop();
    }
  });

  it.runIf(engine === 'postgres')('takes its lock again when PostgreSQL drops the lock connection', async () => {
    const config = { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl };
    await t.app.db.raw(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'reclamos-data-lock' and datname = current_database()",
    );
    let refused = false;
    for (let attempt = 0; attempt < 40 && !refused; attempt++) {
      await sleep(500);
      refused = await holdExclusively(config, 'busy').then(
        async (lock) => {
          await lock.release();
          return false;
        },
        () => true,
      );
    }
    expect(refused).toBe(true);
  });
});

describe.each(engines())('backup and restore of demo-scale data on %s', { timeout: 300_000 }, (engine) => {
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

  it('carries every table, every row, every photo and the append-only guards', async () => {
    const env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl ?? '' };
    // Vehicles, persons, lists, complaints with photos, their state history and notes, inspections…
    await execFileAsync(process.execPath, ['--import', 'tsx', 'scripts/demo/run.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env, DEMO_COMPLAINTS: '60', PASSWORD_HASH_COST: '10' },
    });
    // …and what the demo leaves empty: sessions, audit rows, positions and their history.
    const admin = await adminToken(t.app);
    const inspector = await createUser(t.app, admin, 'INSPECTOR');
    await t.app.positions.recordBatch([{ userId: inspector.id, report: { lat: -17.97, lng: -67.11, accuracy: 8 }, at: Date.now() }], 0);
    // …an SOS alert and a phone following a complaint's changes.
    const field = await login(t.app, inspector.name, inspector.password);
    const sos = await t.app.inject({
      method: 'POST',
      url: '/api/sos',
      headers: { ...bearer(field.token), 'idempotency-key': randomUUID() },
      payload: {
        lat: -17.97,
        lng: -67.11,
        accuracy: 8,
        posicion_at: new Date().toISOString(),
        pulsada_at: new Date().toISOString(),
        silenciosa: false,
      },
    });
    expect(sos.statusCode, sos.body).toBe(201);
    const { codigo } = (await t.app.db('reclamos').select('codigo').whereNotNull('codigo').first()) as { codigo: string };
    const follow = await t.app.inject({
      method: 'POST',
      url: `/api/seguimiento/${codigo}/suscripcion`,
      payload: pushSubscription('backup'),
    });
    expect(follow.statusCode, follow.body).toBe(201);
    // …and a photo's black boxes, reviewed by staff (the backup keeps the original, the redacted copy and the boxes).
    const { id: boxed } = (await t.app.db('reclamos').select('id').whereNotNull('blob_id').first()) as { id: number };
    const boxes = await t.app.inject({
      method: 'PUT',
      url: `/api/reclamo/${boxed}/foto/recuadros`,
      headers: bearer(admin),
      payload: { recuadros: [{ x: 0.1, y: 0.1, w: 0.2, h: 0.2 }] },
    });
    expect(boxes.statusCode, boxes.body).toBe(200);

    const source = await summarize(t.app.db);
    // The table list comes from the schema itself, so a table added later cannot be forgotten here.
    const empty = Object.entries(source.tables).filter(([, rows]) => rows === 0);
    expect(empty).toEqual([]);
    expect(Object.keys(source.tables)).toEqual(
      expect.arrayContaining([
        'auditoria',
        'reclamo_estados',
        'reclamo_notas',
        'inspecciones',
        'positions',
        'position_history',
        'sessions',
        'foto_recuadros',
      ]),
    );

    const backup = await cli('backup', ['--out', outDir, '--json'], env);
    expect(backup.stderr).toBe('');
    const { file, manifest } = JSON.parse(backup.stdout) as { file: string; manifest: BackupManifest };
    expect(manifest.tables).toEqual(source.tables);
    const restored = await cli('restore', [file, '--key', t.config.backup.keyFile], target.env);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);

    const db = createKnex({ dataDir: target.env.DATA_DIR ?? '', databaseUrl: target.env.DATABASE_URL ?? null });
    try {
      const copy = await summarize(db);
      expect(copy.tables).toEqual(source.tables);
      expect(copy.blobsSha256).toBe(source.blobsSha256);
      expect(copy.schemaVersion).toBe(source.schemaVersion);
      // The append-only guards came along: history and audit rows cannot be rewritten in the copy.
      await expect(db('auditoria').update({ accion: 'borrado' })).rejects.toThrow();
      await expect(db('reclamo_estados').delete()).rejects.toThrow();
      expect(await db('auditoria').count({ n: '*' }).first()).toEqual({ n: source.tables.auditoria });
    } finally {
      await db.destroy();
    }
  });
});
