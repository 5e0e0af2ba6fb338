import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runBackupChild } from '../../apps/api/src/operations/backup/backup-schedule.ts';
import type { SeededApi } from './api-server.ts';
import { createKnex } from '../../apps/api/src/platform/database/connection.ts';
import { seedComplaints, seedComplaintsPostgres } from './backup-seed.ts';
import { REPO_ROOT, startServer, type ServerHandle } from './child-process.ts';
import { measure, type LoadSettings, type LoadSpec, type Measurement } from './measure.ts';
import { throwawayPostgres } from './postgres-database.ts';
import type { Bench, BenchResult } from './report.ts';
import { envWholeNumber } from './support/env.ts';

const run = promisify(execFile);

/** BENCH_BACKUP_COMPLAINTS, BENCH_BACKUP_PHOTOS and BENCH_BACKUP_PHOTO_KB size the database (1,000,000 complaints, 10,000 photos of 150 KB by default). */
function sizes() {
  return {
    complaints: envWholeNumber('BENCH_BACKUP_COMPLAINTS', 1_000_000),
    photos: envWholeNumber('BENCH_BACKUP_PHOTOS', 10_000),
    photoBytes: envWholeNumber('BENCH_BACKUP_PHOTO_KB', 150) * 1024,
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const ms = (value: number) => value.toFixed(2);

function meSpec(api: ServerHandle<SeededApi>): LoadSpec {
  return { path: '/api/me', variants: api.data.tokens.slice(1).map((token) => ({ headers: { authorization: `Bearer ${token}` } })) };
}

/** GET me in consecutive windows for as long as `work` runs; the worst window's p99 counts. */
async function measureDuring(
  api: ServerHandle<SeededApi>,
  settings: LoadSettings,
  work: Promise<unknown>,
): Promise<{ worst: Measurement; windows: number }> {
  let done = false;
  void work.finally(() => (done = true)).catch(() => undefined);
  const windows: Measurement[] = [];
  const window = { ...settings, durationSeconds: Math.min(settings.durationSeconds, 5), warmupSeconds: 0.5 };
  while (!done || windows.length === 0) windows.push(await measure('GET me during backup', api.url, meSpec(api), window));
  const worst = windows.reduce((a, b) => (b.p99Ms > a.p99Ms ? b : a));
  return { worst, windows: windows.length };
}

type Engine = 'sqlite' | 'postgres';

interface EngineRun {
  databaseBytes: number;
  backupMs: number;
  fileBytes: number;
  restoreMs: number;
  quiet: Measurement;
  during: { worst: Measurement; windows: number };
}

/**
 * One engine: seed, measure GET me without and during the scheduled backup, then restore the
 * file as an operator would (`npm run restore` with the key) into an empty database.
 */
async function runEngine(engine: Engine, settings: LoadSettings): Promise<EngineRun> {
  const { complaints, photos, photoBytes } = sizes();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-backup-'));
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'backups');
  const keyFile = path.join(dataDir, 'backup.key');
  fs.mkdirSync(dataDir);
  const source = engine === 'postgres' ? await throwawayPostgres() : null;
  const restored = engine === 'postgres' ? await throwawayPostgres() : null;
  let api: ServerHandle<SeededApi> | undefined;
  try {
    console.log(
      `${engine}: seeding ${complaints.toLocaleString('en-US')} complaints, ${photos.toLocaleString('en-US')} with a ${photoBytes / 1024} KB photo…`,
    );
    let databaseBytes: number;
    if (source) {
      await seedComplaintsPostgres(source.url, dataDir, complaints, photos, photoBytes);
      const db = createKnex({ dataDir, databaseUrl: source.url });
      const size = await db.raw<{ rows: { bytes: number }[] }>('select pg_database_size(current_database()) as bytes');
      await db.destroy();
      databaseBytes = Number(size.rows[0]?.bytes ?? 0);
    } else {
      await seedComplaints(dataDir, complaints, photos, photoBytes);
      databaseBytes = fs.statSync(path.join(dataDir, 'reclamos.sqlite')).size;
    }
    api = await startServer<SeededApi>('api-server.ts', {
      BENCH_DATA_DIR: dataDir,
      BENCH_USERS: '1000',
      ...(source && { BENCH_API_DATABASE_URL: source.url }),
    });

    console.log(`${engine}: GET me without a backup…`);
    const quiet = await measure('GET me', api.url, meSpec(api), settings);

    console.log(`${engine}: GET me during a backup (the scheduled path: a low-priority child process)…`);
    const started = performance.now();
    let backupMs = 0;
    const backup = runBackupChild({ dataDir, databaseUrl: source?.url ?? null, backup: { keyFile } }, outDir).then((file) => {
      backupMs = performance.now() - started;
      return file;
    });
    const during = await measureDuring(api, settings, backup);
    const file = await backup;
    const fileBytes = fs.statSync(file).size;

    console.log(`${engine}: restoring into an empty ${engine === 'postgres' ? 'database' : 'data directory'}…`);
    const restoreStarted = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/restore.ts', file, '--key', keyFile], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: path.join(root, 'restored'), DATABASE_URL: restored?.url ?? '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const restoreMs = performance.now() - restoreStarted;
    return { databaseBytes, backupMs, fileBytes, restoreMs, quiet, during };
  } finally {
    await api?.stop();
    await source?.drop();
    await restored?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

async function runBackup(settings: LoadSettings): Promise<BenchResult> {
  const { complaints, photos, photoBytes } = sizes();
  const engines: Engine[] = process.env.BENCH_BACKUP_ENGINES
    ? (process.env.BENCH_BACKUP_ENGINES.split(',').map((name) => name.trim()) as Engine[])
    : ['sqlite', 'postgres'];
  const runs: [Engine, EngineRun][] = [];
  for (const engine of engines) runs.push([engine, await runEngine(engine, settings)]);

  const perEngine = (value: (run: EngineRun) => string) => runs.map(([, r]) => value(r));
  const lines = [
    ['measure', ...runs.map(([engine]) => (engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'))],
    ['database size', ...perEngine((r) => megabytes(r.databaseBytes))],
    ['backup: time (dump, encrypt, decrypt back and verify)', ...perEngine((r) => seconds(r.backupMs))],
    ['backup: file size', ...perEngine((r) => megabytes(r.fileBytes))],
    ['restore: time (decrypt, unpack, check, migrate, swap)', ...perEngine((r) => seconds(r.restoreMs))],
    [
      'GET me without backup: req/s, p50, p99 ms',
      ...perEngine((r) => `${r.quiet.requestsPerSecond.toFixed(0)}, ${ms(r.quiet.p50Ms)}, ${ms(r.quiet.p99Ms)}`),
    ],
    [
      'GET me during backup (worst window): req/s, p50, p99 ms',
      ...perEngine(
        (r) =>
          `${r.during.worst.requestsPerSecond.toFixed(0)}, ${ms(r.during.worst.p50Ms)}, ${ms(r.during.worst.p99Ms)} (${r.during.windows} windows)`,
      ),
    ],
  ];
  console.log(`\n${lines.map((line) => line.map((cell, i) => (i === 0 ? cell.padEnd(60) : cell.padEnd(40))).join('')).join('\n')}\n`);
  const verdicts = runs.map(([engine, r]) => {
    const ratio = r.during.worst.p99Ms / r.quiet.p99Ms;
    return `${ratio <= 2 ? 'TARGET MET' : 'TARGET MISSED'} (${engine}): GET me p99 during the backup is ${ratio.toFixed(2)}× its p99 without (target ≤ 2×).`;
  });
  return {
    rows: [],
    table: [
      `| ${lines[0]?.join(' | ')} |`,
      `| --- |${runs.map(() => ' ---: |').join('')}`,
      ...lines.slice(1).map((line) => `| ${line.join(' | ')} |`),
    ].join('\n'),
    load: `GET me as in the auth bench (${settings.connections} connections); during the backup in back-to-back windows of ≤ 5 s for as long as it runs`,
    verdicts,
    notes: [
      `Sizes: ${complaints.toLocaleString('en-US')} complaints, ${photos.toLocaleString('en-US')} photos of ${photoBytes / 1024} KB ` +
        '(`BENCH_BACKUP_COMPLAINTS`, `BENCH_BACKUP_PHOTOS`, `BENCH_BACKUP_PHOTO_KB`; `BENCH_BACKUP_ENGINES=sqlite` or `postgres` runs one). ' +
        "The backup runs as the server's scheduled backup does: `npm run backup` in a child process at nice 10 (SQLite online backup in " +
        'one step and gzip level 1, or `pg_dump -Fc --compress=1` of one snapshot), encrypted with AES-256-GCM, then decrypted back and ' +
        'verified. The restore is `npm run restore -- FILE --key KEY` into an empty data directory or database: decrypt and authenticate, ' +
        'unpack into a temporary file or database, check counts and photo digests, migrate, swap. PostgreSQL on the same machine ' +
        '(`BENCH_DATABASE_URL`, else `TEST_DATABASE_URL`).',
    ],
  };
}

export const backupBench: Bench = {
  name: 'backup',
  heading: '## Backup and restore',
  setup:
    "Backup and restore of an SQLite and of a PostgreSQL database of N complaints with M photos, and the API's `GET me` p99 while the " +
    'scheduled backup runs against without it. The API runs in its own child process (`buildApp`, logger off), the backup in another, autocannon in the parent.',
  run: runBackup,
};
