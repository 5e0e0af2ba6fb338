import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { COMPRESSION, type AnswerEncoding, type EncodedJson } from '../http/answer-encoding.ts';
import { ShortReads } from './short-reads.ts';

/** How many heavy reads run at once; more wait their turn (each holds a worker while it streams). */
const DEFAULT_WORKERS = Math.max(1, Math.min(2, os.availableParallelism()));
/** Characters of JSON per piece handed from a worker: the memory one read holds at a time. */
export const CHUNK_CHARS = 1_000_000;

type WorkerMessage = { type: 'chunk'; done: boolean; bytes: Uint8Array; encoding?: AnswerEncoding } | { type: 'error'; message: string };

interface Slot {
  worker: Worker;
  busy: boolean;
}

/**
 * Worker threads, each with its own read-only connection to the SQLite file, for reads long enough
 * to stall every other request if they ran on the event loop (a month of complaints, ~28,000 rows).
 * A read yields the JSON array of its rows (each row one JSON text from the SQL) as pieces of about
 * CHUNK_CHARS, asked for one at a time, so a year's report never sits whole in memory: the answer
 * streams to the client as it is read. Reads known to be short (a day's report) run on the event
 * loop instead, through `short`.
 */
export class ReadPool {
  private readonly slots: Slot[] = [];
  private readonly waiting: ((slot: Slot) => void)[] = [];
  /** A read-only connection of the event loop's own, for reads too short to be worth a hand-off (short-reads.ts). */
  readonly short: ShortReads;

  /** Workers start on first use (most test apps never make a long read), up to `size`. */
  constructor(
    private readonly file: string,
    private readonly size = DEFAULT_WORKERS,
  ) {
    this.short = new ShortReads(file);
  }

  /**
   * The JSON array text of `sql`'s rows (one JSON text column) in order, piece by piece:
   * '[', the rows joined by `separator`, ']' (as SQLite's json_group_array writes it with ',').
   * With `encoding` (the coding the request accepts), an answer that fits one piece comes as that
   * one piece compressed by the worker, as the compress plugin would have (answer-encoding.ts).
   */
  jsonArray(sql: string, bindings: readonly unknown[], separator?: string): AsyncGenerator<Buffer>;
  jsonArray(
    sql: string,
    bindings: readonly unknown[],
    separator: string,
    encoding: AnswerEncoding | null,
  ): AsyncGenerator<Buffer | EncodedJson>;
  async *jsonArray(
    sql: string,
    bindings: readonly unknown[],
    separator = ',',
    encoding: AnswerEncoding | null = null,
  ): AsyncGenerator<Buffer | EncodedJson> {
    const slot = await this.acquire();
    let done = false;
    const compression = encoding && { ...COMPRESSION, encoding };
    try {
      let message: WorkerMessage = await this.ask(slot, { type: 'start', sql, bindings, separator, chunkChars: CHUNK_CHARS, compression });
      for (;;) {
        if (message.type === 'error') {
          done = true;
          throw new Error(`read worker: ${message.message}`);
        }
        done = message.done;
        const bytes = Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength);
        yield message.encoding ? { encoding: message.encoding, bytes } : bytes;
        if (done) return;
        message = await this.ask(slot, { type: 'next' });
      }
    } finally {
      // A client gone mid-answer: end the worker's read (and its snapshot) before reuse.
      if (!done) slot.worker.postMessage({ type: 'cancel' });
      this.release(slot);
    }
  }

  async close(): Promise<void> {
    this.short.close();
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  private ask(slot: Slot, message: Record<string, unknown>): Promise<WorkerMessage> {
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        slot.worker.off('message', onMessage);
        reject(error);
      };
      const onMessage = (answer: WorkerMessage) => {
        slot.worker.off('error', onError);
        resolve(answer);
      };
      slot.worker.once('message', onMessage);
      slot.worker.once('error', onError);
      slot.worker.postMessage(message);
    });
  }

  private acquire(): Promise<Slot> {
    const free = this.slots.find((slot) => !slot.busy);
    if (free) {
      free.busy = true;
      return Promise.resolve(free);
    }
    if (this.slots.length < this.size) {
      const worker = new Worker(new URL('./read-worker.mjs', import.meta.url), { workerData: { file: this.file } });
      // An idle pool must not keep the process alive.
      worker.unref();
      const slot = { worker, busy: true };
      this.slots.push(slot);
      return Promise.resolve(slot);
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(slot: Slot): void {
    const next = this.waiting.shift();
    if (next) next(slot);
    else slot.busy = false;
  }
}
