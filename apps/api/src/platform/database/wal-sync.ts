import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes the SQLite WAL durable with one fsync run on libuv's thread pool, shared by every commit
 * made before it started: a group commit. The writer connection then commits with
 * synchronous=NORMAL (WAL frames written, not yet synced: consistent, and a process crash loses
 * nothing since the frames are in the OS's cache) and a 2xx waits for `sync()`
 * (durable-answers.ts), so an acknowledged write survives a power cut as with synchronous=FULL, but
 * the event loop no longer waits for each commit's own fsync (in a CPU profile: 41 % of POST
 * formulario's main thread).
 */
export class WalSync {
  private handle: fs.promises.FileHandle | null = null;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  /** fsyncs done: what the tests look at. */
  count = 0;

  constructor(private readonly walFile: string) {}

  /** Resolves once everything committed before the call is on disk. */
  sync(): Promise<void> {
    if (!this.running) {
      this.running = this.fsync().finally(() => {
        this.running = null;
      });
      return this.running;
    }
    // One is under way but may have started before our commit: the next one covers it, and it
    // is shared by every caller that arrives meanwhile. Its outcome is its own fsync's: a failure
    // of the one under way (a full disk for a moment, EIO) fails only the answers that one covered,
    // and the next caller does not inherit it.
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.sync();
      });
    return this.queued;
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.running, this.queued]);
    await this.handle?.close();
    this.handle = null;
  }

  private async fsync(): Promise<void> {
    if (!this.handle) {
      try {
        this.handle = await fs.promises.open(this.walFile, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return; // no WAL: nothing uncommitted to disk
        throw error;
      }
      // The WAL's directory entry too, once: it must outlive a power cut as well.
      const dir = await fs.promises.open(path.dirname(this.walFile), 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    }
    await this.handle.sync();
    this.count += 1;
  }
}
