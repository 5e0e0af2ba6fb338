import { Worker } from 'node:worker_threads';
import type { FaceBox, FaceWorkerAnswer } from './face-protocol.ts';

export type { FaceBox } from './face-protocol.ts';

export interface FaceDetectorOptions {
  /** A photo that takes longer ends the thread (and its model) and fails; the next photo starts a new one. */
  timeoutMs: number;
  /** The thread (~0.5 GB with the model) ends after this long without work and starts again on demand. */
  idleMs: number;
}

interface Pending {
  resolve: (boxes: FaceBox[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Finds faces in photos in one worker thread (face-worker.ts), one photo at a time, off the event
 * loop: requests never wait for it. The thread starts with the first photo and ends when idle.
 */
export class FaceDetector {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();
  private idleTimer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: FaceDetectorOptions) {}

  /** The faces in a JPEG/PNG/WebP photo, as boxes over the upright photo; queued behind earlier photos. */
  detect(bytes: Buffer): Promise<FaceBox[]> {
    const run = this.chain.then(() => this.run(bytes));
    this.chain = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    clearTimeout(this.idleTimer);
    await this.stop(new Error('face detector closed'));
  }

  private run(bytes: Buffer): Promise<FaceBox[]> {
    clearTimeout(this.idleTimer);
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<FaceBox[]>((resolve, reject) => {
      const timer = setTimeout(
        () => void this.stop(new Error(`face detection took over ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }).finally(() => {
      if (this.pending.size === 0) this.idleTimer = setTimeout(() => void this.stop(new Error('idle')), this.options.idleMs).unref();
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./face-worker.mjs', import.meta.url), { stdout: false, stderr: false });
    worker.unref();
    worker.on('message', (answer: FaceWorkerAnswer) => {
      const pending = this.pending.get(answer.id);
      if (!pending) return;
      this.pending.delete(answer.id);
      clearTimeout(pending.timer);
      if (answer.type === 'boxes') pending.resolve(answer.boxes);
      else pending.reject(new Error(answer.message));
    });
    worker.on('error', (error) => void this.stop(error));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(new Error('face detector thread ended'));
    });
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(error);
      this.pending.delete(id);
    }
  }

  private async stop(error: Error): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(error);
    if (worker) await worker.terminate();
  }
}
