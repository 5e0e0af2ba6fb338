import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { sheetDigest } from '@reclamos/shared-types/inspections/sheet-digest';
import { drawControlSheet, sheetFileName } from '@reclamos/documents/control-sheet';
import { appTimeZone } from '../../../lib/dates.ts';
import { loadDocumentFont } from '../../../lib/pdf-font.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { CREST_URL } from '../crest.ts';

let crest: Promise<Uint8Array | null> | null = null;

function loadCrest(): Promise<Uint8Array | null> {
  crest ??= fetch(CREST_URL)
    .then(async (response) => (response.ok ? new Uint8Array(await response.arrayBuffer()) : null))
    .catch(() => null)
    .then((bytes) => {
      // Not cached yet and no coverage: try again next time, draw the sheet without it now.
      if (!bytes) crest = null;
      return bytes;
    });
  return crest;
}

/**
 * Called when the screen has settled: the crest and the font are read now (from the service worker's cache
 * offline) and one sheet is drawn and thrown away, so the first sheet printed on the street runs
 * on warmed-up code instead of paying jsPDF's first-use costs while the owner waits.
 */
export async function prepareControlSheet(sample: Inspection): Promise<void> {
  const [crestBytes, font, digest] = await Promise.all([loadCrest(), loadDocumentFont(), sheetDigest(sample)]);
  drawControlSheet(sample, {
    origin: window.location.origin,
    pending: false,
    crest: crestBytes,
    font,
    timeZone: appTimeZone(),
    digest,
  }).output('arraybuffer');
}

/** The control sheet of `record` as a PDF Blob (A4; a second page when a long observacion needs it). */
export async function buildControlSheet(record: Inspection, options: { pending: boolean }): Promise<Blob> {
  const started = performance.now();
  const [crestBytes, font, digest] = await Promise.all([loadCrest(), loadDocumentFont(), sheetDigest(record)]);
  const doc = drawControlSheet(record, {
    origin: window.location.origin,
    pending: options.pending,
    crest: crestBytes,
    font,
    timeZone: appTimeZone(),
    digest,
  });
  const blob = doc.output('blob');
  // Read by the bench (npm run bench -- inspections): crest, drawing and PDF output together.
  performance.measure(SHEET_MEASURE, { start: started, end: performance.now() });
  return blob;
}

export const SHEET_MEASURE = 'control-sheet';

/**
 * Print/share: on a phone that can share files (Web Share), the share sheet (a printer app,
 * WhatsApp, e-mail); elsewhere a download of ficha_{placa}_{fecha}.pdf.
 */
export async function shareControlSheet(record: Inspection, options: { pending: boolean }): Promise<void> {
  const blob = await buildControlSheet(record, options);
  const name = sheetFileName(record, appTimeZone());
  const file = new File([blob], name, { type: 'application/pdf' });
  const touch = window.matchMedia('(pointer: coarse)').matches;
  if (touch && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: name });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      // Sharing failed (no target): fall back to the download.
    }
  }
  saveBlob(blob, name);
}
