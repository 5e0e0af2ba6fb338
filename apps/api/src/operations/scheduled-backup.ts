import fs from 'node:fs';
import fp from 'fastify-plugin';
import { backupsIn, pruneBackups, runBackupChild } from './backup/backup-schedule.ts';

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

declare module 'fastify' {
  interface FastifyInstance {
    /** Takes a scheduled backup now (BACKUP_DIR set); resolves when done, never rejects. */
    backupNow(): Promise<void>;
  }
}

/**
 * BACKUP_DIR set: a verified backup every BACKUP_EVERY_HOURS, the BACKUP_KEEP newest kept. The
 * next one is due a period after the newest file in the folder, so a server restarting in a loop
 * does not take one per restart. A failure is logged as an error and counted in the metrics.
 * With several API processes, set BACKUP_DIR on one of them.
 */
export default fp(
  async (app) => {
    const { dir, everyHours, keep } = app.config.backup;
    let running: Promise<void> | null = null;
    const run = async () => {
      if (!dir) return;
      try {
        const keyExisted = fs.existsSync(app.config.backup.keyFile);
        const file = await runBackupChild(app.config, dir);
        if (!keyExisted)
          app.log.warn(
            { keyFile: app.config.backup.keyFile },
            'backup key created: keep a copy of it off this machine, apart from the backups',
          );
        app.metrics.backupLastSuccess.set(Math.floor(Date.now() / 1000));
        const removed = pruneBackups(dir, keep);
        app.log.info({ file, removed: removed.length }, 'backup written and verified');
      } catch (error) {
        app.metrics.backupFailures.inc();
        app.log.error({ err: error }, 'backup failed');
      }
    };
    app.decorate('backupNow', () => (running ??= run().finally(() => (running = null))));
    if (!dir) return;

    const periodMs = everyHours * 3600_000;
    const newest = backupsIn(dir)[0];
    const newestAt = newest ? fs.statSync(newest).mtimeMs : 0;
    if (newest) app.metrics.backupLastSuccess.set(Math.floor(newestAt / 1000));
    let timer: NodeJS.Timeout | undefined;
    // setTimeout holds at most ~24.8 days: a longer wait is taken in several steps.
    const schedule = (dueAt: number) => {
      const wait = dueAt - Date.now();
      timer = setTimeout(
        () => void (wait > MAX_TIMEOUT_MS ? schedule(dueAt) : app.backupNow().then(() => schedule(Date.now() + periodMs))),
        Math.min(Math.max(0, wait), MAX_TIMEOUT_MS),
      );
      timer.unref();
    };
    app.addHook('onReady', async () => schedule(newestAt + periodMs));
    app.addHook('onClose', async () => {
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'scheduled-backup', dependencies: ['metrics'] },
);
