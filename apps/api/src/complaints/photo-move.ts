import fp from 'fastify-plugin';

/** Rows moved per step: at most a few photos (≤ 8 MB each) in memory, and the event loop free between steps. */
const BATCH = 10;
/** Pause between steps while rows remain, so uploads and views keep the cores first. */
const STEP_MS = 100;
/** How often to look again for rows with bytes (a restored old backup, the demo writing while the server runs). */
const IDLE_MS = 10 * 60_000;

/**
 * Moves photos stored in the database (rows from before the photo store) out to files while the
 * server serves: a few rows per step, each file durable before its row names it and drops its
 * bytes (BlobsRepository.moveToFiles); reads fall back to the row's bytes until then. Every API
 * process may run it at once: a row is moved once, and a file written twice is the same file.
 */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | null = null;
    let closing = false;
    const schedule = (ms: number) => {
      if (closing) return;
      timer = setTimeout(() => {
        running = step().finally(() => (running = null));
      }, ms);
      timer.unref();
    };
    const step = async () => {
      try {
        const moved = await app.blobs.moveToFiles(BATCH);
        if (moved > 0) app.log.info({ moved }, 'photos moved from the database to files');
        schedule(moved === BATCH ? STEP_MS : IDLE_MS);
      } catch (error) {
        app.log.error({ err: error }, 'moving photos to files');
        schedule(IDLE_MS);
      }
    };
    app.addHook('onReady', async () => schedule(0));
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'photo-move', dependencies: ['complaints'] },
);
