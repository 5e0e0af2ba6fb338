import type { DocumentFontFiles } from '@reclamos/shared-types/pdf-document';
import regularUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf?url';
import boldUrl from 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf?url';

/**
 * The documents' font (DejaVu Sans Condensed, ~0.7 MB a weight) for PDFs drawn on the device. It
 * is not precached for every visitor (citizens never print): imported only by the lazy print
 * chunk, fetched when that chunk first runs, then kept by the service worker's rule for hashed
 * assets, so a sheet printed later on the street, offline, still has it.
 */
let pending: Promise<DocumentFontFiles | null> | null = null;

async function binary(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  // jsPDF's virtual file system takes a binary string; build it in slices (no spread of 700k arguments).
  let out = '';
  for (let at = 0; at < bytes.length; at += 0x8000) out += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return out;
}

/** The font files, or null when they cannot be had (never fetched and offline): the PDF then uses jsPDF's Helvetica. */
export function loadDocumentFont(): Promise<DocumentFontFiles | null> {
  pending ??= Promise.all([binary(regularUrl), binary(boldUrl)])
    .then(([regular, bold]) => ({ regular, bold }))
    .catch(() => {
      pending = null; // try again next time
      return null;
    });
  return pending;
}
