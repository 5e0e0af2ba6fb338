import fp from 'fastify-plugin';

const PURGE_INTERVAL_MS = 3600_000;

/**
 * Expired and revoked sessions are worthless and name who signed in when: they go a day after
 * they end, at boot and every hour after (every API process does it; the delete is idempotent).
 */
export default fp(
  async (app) => {
    const purge = async () => {
      const removed = await app.sessions.purgeStale();
      if (removed > 0) app.log.info({ removed }, 'expired sessions removed');
    };
    await purge();
    const timer = setInterval(() => {
      purge().catch((error: unknown) => app.log.error({ err: error }, 'session purge'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'session-purge', dependencies: ['sessions'] },
);
