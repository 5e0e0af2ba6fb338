import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { runBackupChild } from '../../apps/api/src/operations/backup/backup-schedule.ts';
import type { SeededApi } from './api-server.ts';
import { seedComplaints } from './backup-seed.ts';
import { REPO_ROOT, startServer, type ServerHandle } from './child-process.ts';
import { measure, type LoadSettings, type LoadSpec, type Measurement } from './measure.ts';
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

async function runBackup(settings: LoadSettings): Promise<BenchResult> {
  const { complaints, photos, photoBytes } = sizes();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-backup-'));
  const dataDir = path.join(root, 'data');
  const outDir = path.join(root, 'backups');
  fs.mkdirSync(dataDir);
  let api: ServerHandle<SeededApi> | undefined;
  try {
    console.log(
      `seeding ${complaints.toLocaleString('en-US')} complaints, ${photos.toLocaleString('en-US')} with a ${photoBytes / 1024} KB photo…`,
    );
    await seedComplaints(dataDir, complaints, photos, photoBytes);
    const databaseBytes = fs.statSync(path.join(dataDir, 'reclamos.sqlite')).size;
    api = await startServer<SeededApi>('api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_USERS: '1000' });

    console.log('GET me without a backup…');
    const quiet = await measure('GET me', api.url, meSpec(api), settings);

    console.log('GET me during a backup (the scheduled path: a low-priority child process)…');
    const started = performance.now();
    let backupMs = 0;
    const backup = runBackupChild({ dataDir, databaseUrl: null, backup: { keyFile: path.join(dataDir, 'backup.key') } }, outDir).then(
      (file) => {
        backupMs = performance.now() - started;
        return file;
      },
    );
    const during = await measureDuring(api, settings, backup);
    const file = await backup;
    const fileBytes = fs.statSync(file).size;

    console.log('restoring into an empty data directory…');
    const restoreStarted = performance.now();
    await run(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/restore.ts', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: path.join(root, 'restored'), DATABASE_URL: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const restoreMs = performance.now() - restoreStarted;

    const ratio = during.worst.p99Ms / quiet.p99Ms;
    const lines = [
      ['measure', 'value'],
      ['database (SQLite file)', megabytes(databaseBytes)],
      ['backup: time (write, verify)', seconds(backupMs)],
      ['backup: file size', megabytes(fileBytes)],
      ['restore: time (verify, restore, check, migrate)', seconds(restoreMs)],
      ['GET me without backup: req/s, p50, p99 ms', `${quiet.requestsPerSecond.toFixed(0)}, ${ms(quiet.p50Ms)}, ${ms(quiet.p99Ms)}`],
      [
        `GET me during backup (worst of ${during.windows} windows): req/s, p50, p99 ms`,
        `${during.worst.requestsPerSecond.toFixed(0)}, ${ms(during.worst.p50Ms)}, ${ms(during.worst.p99Ms)}`,
      ],
    ];
    console.log(`\n${lines.map(([a, b]) => `${(a ?? '').padEnd(70)}${b ?? ''}`).join('\n')}\n`);
    const verdict = ratio <= 2 ? 'TARGET MET' : 'TARGET MISSED';
    return {
      rows: [],
      table: [`| ${lines[0]?.join(' | ')} |`, '| --- | ---: |', ...lines.slice(1).map((line) => `| ${line.join(' | ')} |`)].join('\n'),
      load: `GET me as in the auth bench (${settings.connections} connections); during the backup in back-to-back windows of ≤ 5 s for as long as it runs`,
      verdicts: [`${verdict}: GET me p99 during the backup is ${ratio.toFixed(2)}× its p99 without (target ≤ 2×).`],
      notes: [
        `Sizes: ${complaints.toLocaleString('en-US')} complaints, ${photos.toLocaleString('en-US')} photos of ${photoBytes / 1024} KB ` +
          "(`BENCH_BACKUP_COMPLAINTS`, `BENCH_BACKUP_PHOTOS`, `BENCH_BACKUP_PHOTO_KB`). The backup runs as the server's scheduled backup does: " +
          '`npm run backup` in a child process at nice 10, SQLite online backup in one step, gzip level 1, then the whole file re-read and verified.',
      ],
    };
  } finally {
    await api?.stop();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export const backupBench: Bench = {
  name: 'backup',
  heading: '## Backup and restore',
  setup:
    "Backup and restore of an SQLite database of N complaints with M photos, and the API's `GET me` p99 while the scheduled backup " +
    'runs against without it. The API runs in its own child process (`buildApp`, logger off), the backup in another, autocannon in the parent.',
  run: runBackup,
};
