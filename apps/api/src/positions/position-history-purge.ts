import fp from 'fastify-plugin';
import { HistoryDays } from './history-days.ts';

const PURGE_INTERVAL_MS = 3600_000;

/**
 * Position history is personal data of the staff: every day that ended more than
 * POSITION_HISTORY_DAYS ago goes whole, at boot and every hour after (every API process does it;
 * it is idempotent). The same run creates the coming days' partitions on PostgreSQL.
 */
export default fp(
  async (app) => {
    const days = new HistoryDays(app.db, app.config.timeZone);
    const run = async () => {
      await days.ensureDays();
      const before = Date.now() - app.config.positions.historyDays * 24 * 3600_000;
      const removed = await days.expireBefore(before);
      if (removed > 0) app.log.info({ removed }, 'old position history removed');
    };
    await run();
    const timer = setInterval(() => {
      run().catch((error: unknown) => app.log.error({ err: error }, 'position history purge'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'position-history-purge', dependencies: ['positions'] },
);
