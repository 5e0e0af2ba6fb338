import { Worker } from 'node:worker_threads';
import fp from 'fastify-plugin';
import { MSG } from '@reclamos/shared-types/messages';
import { loadSigningCertificate, type SigningCertificate } from './signing-certificate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    pdfSigner: PdfSigner;
  }
}

interface Pending {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

type WorkerAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

/**
 * Signs the PDFs the server serves (PAdES, ETSI.CAdES.detached, through @signpdf) with the
 * configured certificate, in one worker thread (sign-worker.mjs): node-forge's JavaScript hashing
 * and RSA take a few hundred milliseconds for a PDF with a photo, which the event loop must not
 * wait for. The thread starts with the first signature and ends with the server.
 */
export class PdfSigner {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly certificate: SigningCertificate) {}

  /** What the document prints about its signature (a self-signed certificate is called what it is). */
  get note(): string {
    return MSG.documents.signedBy(this.certificate.subject, this.certificate.selfSigned);
  }

  get selfSigned(): boolean {
    return this.certificate.selfSigned;
  }

  sign(pdf: Uint8Array, reason: string): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const copy = pdf.slice();
      worker.postMessage(
        { id, pdf: copy, reason, name: this.certificate.subject, location: 'Oruro, Bolivia', contactInfo: MSG.app.fullName },
        [copy.buffer],
      );
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./sign-worker.mjs', import.meta.url), {
      workerData: { p12: new Uint8Array(this.certificate.p12), passphrase: this.certificate.passphrase },
    });
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      if ('error' in answer) waiting.reject(new Error(`signing failed: ${answer.error}`));
      else waiting.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`signing worker exited with ${code}`)));
    this.worker = worker;
    return worker;
  }
}

/** Loads (or on first start creates) the signing certificate before the server listens. */
export default fp(
  async (app) => {
    const signer = new PdfSigner(loadSigningCertificate(app.config));
    app.decorate('pdfSigner', signer);
    app.addHook('onClose', async () => signer.close());
  },
  { name: 'pdf-signer' },
);
