import fp from 'fastify-plugin';

const PURGE_INTERVAL_MS = 3600_000;

/**
 * Position history is personal data of the staff: rows older than POSITION_HISTORY_DAYS go, at
 * boot and every hour after (every API process does it; the delete is idempotent).
 */
export default fp(
  async (app) => {
    const purge = async () => {
      const before = Date.now() - app.config.positions.historyDays * 24 * 3600_000;
      const removed = await app.positions.purgeHistoryBefore(before);
      if (removed > 0) app.log.info({ removed }, 'old position history removed');
    };
    await purge();
    const timer = setInterval(() => {
      purge().catch((error: unknown) => app.log.error({ err: error }, 'position history purge'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'position-history-purge', dependencies: ['positions'] },
);
