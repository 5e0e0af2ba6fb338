import fp from 'fastify-plugin';
import { applyRetention, type RetentionCounts } from './personal-data.ts';

const RUN_EVERY_MS = 24 * 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the personal data retention job; `now` lets tests set the clock forward. */
    runRetention(now?: number): Promise<RetentionCounts>;
  }
}

/**
 * Citizens' personal data expires (PERSONAL_DATA_RETENTION_DAYS, PHOTO_RETENTION_DAYS): at boot
 * and daily after, every API process runs the job (it is idempotent); each run logs its counts.
 */
export default fp(
  async (app) => {
    app.decorate('runRetention', async (now = Date.now()) => {
      const counts = await applyRetention(app.db, app.config.retention, now);
      app.log.info(counts, 'personal data retention');
      app.metrics.retentionRows.inc({ action: 'complaint_blanked' }, counts.complaintsBlanked);
      app.metrics.retentionRows.inc({ action: 'person_removed' }, counts.personsRemoved);
      app.metrics.retentionRows.inc({ action: 'photo_removed' }, counts.photosRemoved);
      return counts;
    });
    const run = () => app.runRetention().catch((error: unknown) => app.log.error({ err: error }, 'personal data retention'));
    await run();
    const timer = setInterval(() => void run(), RUN_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'personal-data-retention', dependencies: ['knex', 'metrics'] },
);
