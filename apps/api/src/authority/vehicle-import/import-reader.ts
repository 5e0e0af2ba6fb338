import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../platform/http/http-error.ts';
import type { SheetRow } from './sheet.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const API = AUTHORITY_MSG.api;

export interface ImportReadLimits {
  /** Wall-clock seconds one file may take to read before its worker is ended. */
  seconds: number;
  /** V8 heap (old generation) of the worker, in MB; past it the worker dies, not the server. */
  memoryMb: number;
}

type WorkerAnswer =
  { type: 'rows'; rows: SheetRow[] } | { type: 'refused'; status: number; message: string } | { type: 'failed'; message: string };

/**
 * Reads import files off the event loop, one at a time. Each file gets a fresh worker thread
 * (import-worker.mjs) with a heap limit and a deadline: a spreadsheet built to exhaust memory or
 * time ends its own thread with a 422, and the server's event loop (health checks, every other
 * request) never waits for it. A second import while one is being read or applied is answered
 * 429 at once rather than queued: imports are rare, and two would double the worst case.
 */
export class ImportReader {
  private busy = false;

  constructor(
    private readonly limits: ImportReadLimits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Runs `work` holding the one import slot; 429 while another import holds it. */
  async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) throw new HttpError(429, API.importBusy);
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
    }
  }

  /** The file's rows, read in a worker thread under the limits; refusals come back as HttpErrors. */
  read(bytes: Buffer): Promise<SheetRow[]> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(new URL('./import-worker.mjs', import.meta.url), {
        workerData: { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
        resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        stdout: false,
        stderr: false,
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const overLimit = () => new HttpError(422, API.importReadLimit);
      const timer = setTimeout(() => settle(() => reject(overLimit())), this.limits.seconds * 1000);
      worker.on('message', (answer: WorkerAnswer) =>
        settle(() => {
          if (answer.type === 'rows') resolve(answer.rows);
          else if (answer.type === 'refused') reject(new HttpError(answer.status, answer.message));
          else {
            this.log.warn({ reason: answer.message }, 'import file could not be read');
            reject(new HttpError(400, API.importDamaged));
          }
        }),
      );
      worker.on('error', (error: Error & { code?: string }) =>
        settle(() => {
          if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') this.log.warn({ err: error }, 'import worker failed');
          reject(overLimit());
        }),
      );
      worker.on('exit', () => settle(() => reject(overLimit())));
    });
  }
}
