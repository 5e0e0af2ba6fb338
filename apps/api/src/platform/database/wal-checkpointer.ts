import { Worker } from 'node:worker_threads';

/** How often the worker looks for committed WAL frames to copy into the database file. */
const EVERY_MS = 200;

export interface CheckpointProgress {
  /** Frames in the WAL, and how many of them are already in the database file. */
  log: number;
  checkpointed: number;
}

/**
 * SQLite's checkpoints moved off the event loop: the writer connection runs with
 * `wal_autocheckpoint = 0`, and a worker thread with its own connection checkpoints (PASSIVE) every
 * 200 ms. An automatic checkpoint ran inside the commit that crossed 1,000 WAL pages, copying them
 * and fsyncing twice on the event loop: with photos that was every ~9 complaints and half of POST
 * formulario's SQLite time on the main thread. Durability is unchanged (a 2xx waits for the WAL's
 * fsync, wal-sync.ts; the checkpoint fsyncs the WAL before copying and the database file after).
 * Once every frame is copied and no reader holds an old snapshot, the writer's next commit starts
 * the WAL over, so it stays about one interval's writes long.
 *
 * If the worker fails or stops, `onFailure` hands checkpoints back to the writer.
 */
export class WalCheckpointer {
  private readonly worker: Worker;
  private closing = false;
  private readonly exited: Promise<void>;
  private readonly answers: ((progress: CheckpointProgress) => void)[] = [];
  /** The worker's last report: what the tests look at. */
  progress: CheckpointProgress = { log: 0, checkpointed: 0 };
  /**
   * Reports that found frames copied: the evidence the timer's rounds work. The last report alone
   * may show none copied (a round that met a fresh WAL while a reader held its snapshot).
   */
  copyingReports = 0;

  constructor(file: string, onFailure: (reason: string) => void) {
    this.worker = new Worker(new URL('./checkpoint-worker.mjs', import.meta.url), { workerData: { file, everyMs: EVERY_MS } });
    // The timer must not keep a finished process (a script, a test) alive.
    this.worker.unref();
    this.worker.on('message', (message: { type: string; log?: number; checkpointed?: number; message?: string; asked?: boolean }) => {
      if (message.type === 'checkpoint') {
        this.progress = { log: message.log ?? 0, checkpointed: message.checkpointed ?? 0 };
        if (this.progress.checkpointed > 0) this.copyingReports += 1;
      }
      // A failed round (disk full, a lock): the next one tries again, as SQLite's own would.
      if (message.asked) this.answers.shift()?.(this.progress);
    });
    this.worker.on('error', (error) => onFailure(String(error)));
    this.exited = new Promise((resolve) => {
      this.worker.once('exit', (code) => {
        if (!this.closing) onFailure(`checkpoint worker exited (${code})`);
        resolve();
      });
    });
  }

  /** A checkpoint now (after the timer's, in turn), and what it left: for tests and the shutdown. */
  checkpointNow(): Promise<CheckpointProgress> {
    return new Promise((resolve) => {
      this.answers.push(resolve);
      this.worker.postMessage({ type: 'checkpoint' });
    });
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.worker.postMessage({ type: 'close' });
    const timeout = setTimeout(() => void this.worker.terminate(), 5000);
    await this.exited;
    clearTimeout(timeout);
  }
}
