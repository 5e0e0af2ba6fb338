import type { jsPDF } from 'jspdf';

/**
 * What the two jsPDF documents (the complaint PDF drawn by the API, the control sheet drawn on the
 * phone) share so that they keep every character of the record: one embedded font that covers
 * Spanish and the common symbols, a visible replacement for what it cannot draw, and a cursor that
 * continues on a new page instead of drawing past the foot of the page. Only a type is imported from
 * jsPDF: each app brings its own jsPDF and the font's bytes (read from disk by the API, fetched and
 * cached by the PWA's service worker), so the contract package gains no runtime dependency.
 */

/** DejaVu Sans Condensed (npm `dejavu-fonts-ttf`, Bitstream Vera licence): Latin, Greek, Cyrillic, symbols. */
export const DOCUMENT_FONT = {
  family: 'DejaVuSansCondensed',
  regularFile: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf',
  boldFile: 'dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf',
} as const;

/** Each font file as a binary string (one char per byte) or base64, as jsPDF's virtual file system takes it. */
export interface DocumentFontFiles {
  regular: string;
  bold: string;
}

/** Drawn where the font has no glyph (an emoji, a script DejaVu lacks): visible, and found by pdftotext. */
export const MISSING_GLYPH = '\uFFFD';

/** Registers the font as the family 'normal' and 'bold' and makes it current; jsPDF embeds only the glyphs used. */
export function embedDocumentFont(doc: jsPDF, files: DocumentFontFiles): void {
  doc.addFileToVFS(`${DOCUMENT_FONT.family}.ttf`, files.regular);
  doc.addFont(`${DOCUMENT_FONT.family}.ttf`, DOCUMENT_FONT.family, 'normal');
  doc.addFileToVFS(`${DOCUMENT_FONT.family}-Bold.ttf`, files.bold);
  doc.addFont(`${DOCUMENT_FONT.family}-Bold.ttf`, DOCUMENT_FONT.family, 'bold');
  doc.setFont(DOCUMENT_FONT.family, 'normal');
}

interface GlyphMetadata {
  characterToGlyph?: (codePoint: number) => number;
}

const IGNORED = /[\uFE0E\uFE0F]/gu; // text/emoji presentation selectors: the base character is what is drawn
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu; // eslint-disable-line no-control-regex

/**
 * The text as the current font can draw it: NFC, tabs as spaces, control characters removed, and
 * every grapheme with a character the font lacks (emoji, astral-plane characters, which jsPDF's
 * UTF-16 encoding cannot carry either) replaced by one MISSING_GLYPH. Standard fonts pass through.
 */
export function drawableText(doc: jsPDF, text: string): string {
  const metadata = (doc.getFont() as { metadata?: GlyphMetadata }).metadata;
  const toGlyph = metadata?.characterToGlyph?.bind(metadata);
  const clean = text.normalize('NFC').replace(/\t/g, ' ').replace(/\r\n?/g, '\n').replace(CONTROL, '').replace(IGNORED, '');
  if (!toGlyph) return clean;
  const drawable = (grapheme: string): boolean =>
    [...grapheme].every((char) => {
      const code = char.codePointAt(0) ?? 0;
      return char === '\n' || char === ' ' || (code <= 0xffff && toGlyph(code) !== 0);
    });
  let out = '';
  for (const { segment } of new Intl.Segmenter('es', { granularity: 'grapheme' }).segment(clean)) {
    out += drawable(segment) ? segment : MISSING_GLYPH;
  }
  return out;
}

/** The text wrapped to `width` (mm) in the current font and size, whole, never cut. */
export function wrapText(doc: jsPDF, text: string, width: number): string[] {
  return doc.splitTextToSize(drawableText(doc, text), width) as string[];
}

/**
 * A vertical cursor over pages: `room(height)` starts a new page (calling `onNewPage`, which
 * draws that page's header and answers where its content starts) when `height` mm no longer fit
 * above `bottom`.
 */
export class PageFlow {
  y: number;

  constructor(
    private readonly doc: jsPDF,
    start: number,
    private readonly bottom: number,
    private readonly onNewPage: () => number,
  ) {
    this.y = start;
  }

  room(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.newPage();
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.onNewPage();
  }

  /** Draws `lines` one under another from `x`, each `lineHeight` apart, breaking pages between lines. */
  lines(lines: string[], x: number, lineHeight: number, options?: { beforeLine?: () => void }): void {
    for (const line of lines) {
      this.room(lineHeight);
      options?.beforeLine?.();
      this.doc.text(line, x, this.y);
      this.y += lineHeight;
    }
  }
}
