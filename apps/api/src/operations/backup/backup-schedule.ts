import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../config.ts';
import { BACKUP_SUFFIX } from './create-backup.ts';

const CLI = fileURLToPath(new URL('../../cli/backup.ts', import.meta.url));
const REPO_ROOT = path.resolve(path.dirname(CLI), '../../../..');

/** Backup files in `dir`, newest first (their names sort by time). */
export function backupsIn(dir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return []; // not there yet (or not a folder: the backup itself will fail and say so)
  }
  return names
    .filter((name) => /^reclamos-\d{8}T\d{9}Z/.test(name) && name.endsWith(BACKUP_SUFFIX))
    .sort()
    .reverse()
    .map((name) => path.join(dir, name));
}

/** Deletes all but the `keep` newest backups; answers what it removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = backupsIn(dir).slice(keep);
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}

/**
 * Runs `npm run backup` as a child process at low CPU priority: the SQLite copy is one long
 * synchronous step and gzip/pg_dump take CPU, none of which may stall the server's event loop.
 * Resolves with the written file.
 */
export function runBackupChild(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'> & { backup: Pick<AppConfig['backup'], 'keyFile'> },
  dir: string,
): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--out', dir, '--json'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
      BACKUP_DIR: dir,
      BACKUP_KEY_FILE: config.backup.keyFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    if (child.pid) os.setPriority(child.pid, 10);
  } catch {
    // not allowed here: run at normal priority
  }
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(stderr.trim() || `backup exited with code ${code}`));
      try {
        resolve((JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as { file: string }).file);
      } catch {
        reject(new Error(`backup printed no result: ${stdout.slice(0, 200)}`));
      }
    });
  });
}
