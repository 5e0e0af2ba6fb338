// Signs PDFs off the event loop: node-forge hashes and signs in JavaScript (~250 ms for a PDF
// with a photo here). One thread per process, fed one PDF at a time by pdf-signer.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';

const p12 = Buffer.from(workerData.p12);
const signPdf = new SignPdf();

// placeholder-plain writes non-ASCII text in the signature dictionary encoded twice (UTF-16 bytes
// re-encoded as UTF-8): accents are dropped to their letters instead ("Línea" → "Linea").
const ascii = (text) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '');

parentPort.on('message', async ({ id, pdf, reason, name, location, contactInfo }) => {
  try {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: Buffer.from(pdf),
      reason: ascii(reason),
      name: ascii(name),
      location: ascii(location),
      contactInfo: ascii(contactInfo),
      subFilter: SUBFILTER_ETSI_CADES_DETACHED,
      // Written as a PDF name: no spaces.
      appName: 'Reclamos-ATM',
    });
    // A signer per document: P12Signer reads its certificate from a forge buffer that parsing consumes.
    const signed = await signPdf.sign(withPlaceholder, new P12Signer(p12, { passphrase: workerData.passphrase }));
    const out = new Uint8Array(signed.buffer, signed.byteOffset, signed.byteLength).slice();
    parentPort.postMessage({ id, pdf: out }, [out.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
