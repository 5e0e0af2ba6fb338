import fp from 'fastify-plugin';
import { applyRetention, type RetentionCounts } from './personal-data.ts';
import { sweepPhotoFiles } from '../complaints/photos/photo-sweep.ts';

const RUN_EVERY_MS = 24 * 3600_000;
/**
 * A file no row names is removed only once it is this old: an upload writes its file before the
 * transaction naming it commits (seconds; a slow database, a minute).
 */
const SWEEP_GRACE_MS = 15 * 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the personal data retention job; `now` lets tests set the clock forward. */
    runRetention(now?: number): Promise<RetentionCounts>;
  }
}

/**
 * Citizens' personal data expires (PERSONAL_DATA_RETENTION_DAYS, PHOTO_RETENTION_DAYS): at boot
 * and daily after, every API process runs the job (it is idempotent); each run logs its counts.
 * Then the photo store is swept of files no row names any more (complaints/photos/photo-sweep.ts).
 */
export default fp(
  async (app) => {
    const closing = new AbortController();
    let sweeping: Promise<unknown> | null = null;
    const retain = async (now: number) => {
      const counts = await applyRetention(app.db, app.config.retention, now);
      app.log.info(counts, 'personal data retention');
      app.metrics.retentionRows.inc({ action: 'complaint_blanked' }, counts.complaintsBlanked);
      app.metrics.retentionRows.inc({ action: 'person_removed' }, counts.personsRemoved);
      app.metrics.retentionRows.inc({ action: 'photo_removed' }, counts.photosRemoved);
      return counts;
    };
    // The photos' files go once no row names them: after the rows above, and replaced view copies.
    const sweep = async (now: number) => {
      const removed = await sweepPhotoFiles(app.photoFiles, app.blobs, now - SWEEP_GRACE_MS, closing.signal);
      app.log.info({ photoFilesRemoved: removed }, 'photo store swept');
      app.metrics.retentionRows.inc({ action: 'photo_file_removed' }, removed);
    };
    app.decorate('runRetention', async (now = Date.now()) => {
      const counts = await retain(now);
      await sweep(now);
      return counts;
    });
    const failed = (error: unknown) => app.log.error({ err: error }, 'personal data retention');
    // At boot the rows are handled before the server answers, as before; the sweep lists every
    // file of the store, so it runs once the server is ready instead of holding its start.
    await retain(Date.now()).catch(failed);
    app.addHook('onReady', async () => {
      sweeping = sweep(Date.now())
        .catch(failed)
        .finally(() => (sweeping = null));
    });
    const timer = setInterval(() => void app.runRetention().catch(failed), RUN_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      closing.abort();
      await sweeping;
    });
  },
  { name: 'personal-data-retention', dependencies: ['knex', 'metrics', 'complaints'] },
);
