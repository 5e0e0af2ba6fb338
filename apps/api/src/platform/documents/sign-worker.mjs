// Signs PDFs off the event loop: node-forge hashes and signs in JavaScript (~250 ms for a PDF
// with a photo here). One thread per process, fed one PDF at a time by pdf-signer.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

const signer = new P12Signer(Buffer.from(workerData.p12), { passphrase: workerData.passphrase });
const signPdf = new SignPdf();

parentPort.on('message', async ({ id, pdf, reason, name, location, contactInfo }) => {
  try {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: Buffer.from(pdf),
      reason,
      name,
      location,
      contactInfo,
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      appName: 'Reclamos ATM',
    });
    const signed = await signPdf.sign(withPlaceholder, signer);
    const out = new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength).slice();
    parentPort.postMessage({ id, pdf: out }, [out.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
