import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupsIn } from '../../src/operations/backup/backup-schedule.ts';
import { readBackupManifest } from '../../src/operations/backup/restore-backup.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

const metricsOf = async (t: TestApp) => (await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' })).body;

describe('scheduled backups (BACKUP_DIR)', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-scheduled-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes a verified backup at boot when none is recent, keeps the BACKUP_KEEP newest and reports the time', async () => {
    const t = await buildTestApp('sqlite', { BACKUP_DIR: dir, BACKUP_KEEP: '1', BACKUP_EVERY_HOURS: '24' });
    try {
      await t.app.backupNow(); // joins the boot's backup, already running
      const first = backupsIn(dir);
      expect(first).toHaveLength(1);
      await t.app.backupNow();
      const files = backupsIn(dir);
      expect(files).toHaveLength(1);
      expect(files).not.toEqual(first);
      for (const file of files) expect((await readBackupManifest(file, t.config.backup.keyFile, dir)).tables.users).toBe(1);
      const metrics = await metricsOf(t);
      const last = Number(/reclamos_backup_last_success_timestamp_seconds (\d+)/.exec(metrics)?.[1]);
      expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(120);
      expect(metrics).toContain('reclamos_backup_failures_total 0');
    } finally {
      await t.close();
    }
  });

  it('does not take another at boot while the newest is younger than BACKUP_EVERY_HOURS', async () => {
    const before = backupsIn(dir);
    const t = await buildTestApp('sqlite', { BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    let metrics: string;
    try {
      // A backup due at boot starts from a 0 ms timer set when the app got ready; a 0 ms timer set
      // now fires after it (Node runs timers of one duration in order), and closing the app waits
      // for a backup still running. So a backup taken at this boot is on disk once it is closed.
      await setTimeout(0);
      metrics = await metricsOf(t);
    } finally {
      await t.close();
    }
    expect(backupsIn(dir)).toEqual(before);
    expect(metrics).not.toContain('reclamos_backup_last_success_timestamp_seconds 0');
  });

  it('logs a failed backup as an error and counts it', async () => {
    const notADir = path.join(dir, 'a-file');
    fs.writeFileSync(notADir, '');
    const t = await buildTestApp('sqlite', { BACKUP_DIR: notADir });
    const errors: unknown[] = [];
    const original = t.app.log.error.bind(t.app.log);
    t.app.log.error = (...args: Parameters<typeof original>) => {
      errors.push(args[0]);
      return original(...args);
    };
    try {
      await t.app.backupNow();
      expect(await metricsOf(t)).toContain('reclamos_backup_failures_total 1');
      expect(errors).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
