import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { toolMissing } from './required-tool.ts';

export const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return !toolMissing('pdftotext', 'poppler-utils');
  }
})();

/** The document's text as poppler extracts it, page by page (form feed between pages). */
export function pdfText(pdf: Uint8Array): string[] {
  const file = path.join(os.tmpdir(), `pdf-inspect-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'])
      .toString('utf8')
      .split('\f')
      .filter((page, index, all) => index < all.length - 1 || page.trim());
  } finally {
    fs.rmSync(file);
  }
}

/** The pages' text without the running header and footer each page repeats, so a value broken across pages reads whole. */
export function pdfBody(pdf: Uint8Array, repeated: RegExp[]): string {
  return pdfText(pdf)
    .map((page) =>
      page
        .split('\n')
        .filter((line) => !repeated.some((pattern) => pattern.test(line)))
        .join('\n'),
    )
    .join('\n');
}

/** Whitespace removed: a wrapped line and the original text compare equal. */
export const squash = (text: string): string => text.replace(/\s+/g, '');

/**
 * Each stream's data, exactly its dictionary's `/Length` bytes. Matching up to "endstream" instead
 * loses a last data byte of 0x0D (a compressed stream ends in one about once in 256) to the
 * optional CR before the end-of-line, and the stream then fails to inflate.
 */
function streams(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/\/Length (\d+)(?:(?!stream)[\s\S])*?>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    found.push(source.slice(start, start + Number(match[1])));
  }
  return found;
}

/** Size in millimetres of every image drawn (jsPDF writes `w 0 0 h x y cm /I<n> Do`), read from the content streams. */
export function drawnImages(pdf: Uint8Array): { width: number; height: number }[] {
  const source = Buffer.from(pdf).toString('latin1');
  const images: { width: number; height: number }[] = [];
  for (const data of streams(source)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      content = data;
    }
    for (const draw of content.matchAll(/([\d.]+) 0 0 ([\d.]+) [-\d.]+ [-\d.]+ cm\s*\/I\d+ Do/g)) {
      images.push({ width: (Number(draw[1]) * 25.4) / 72, height: (Number(draw[2]) * 25.4) / 72 });
    }
  }
  return images;
}

/** poppler's `pdfsig` on the document: its report, and whether every signature in it is valid (and there is one). */
export function pdfSignatures(pdf: Uint8Array): { valid: boolean; report: string } {
  const file = path.join(os.tmpdir(), `pdf-sig-${process.pid}-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    let report: string;
    try {
      report = execFileSync('pdfsig', [file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
    } catch (error) {
      // pdfsig exits non-zero when a signature does not verify; its report is still on stdout.
      report = String((error as { stdout?: Buffer }).stdout ?? '');
    }
    const verdicts = [...report.matchAll(/Signature Validation: (.+)/g)].map((match) => match[1]);
    return { valid: verdicts.length > 0 && verdicts.every((verdict) => verdict === 'Signature is Valid.'), report };
  } finally {
    fs.rmSync(file);
  }
}

/**
 * The document with one byte of its signed content changed: a letter of the producer's name in the
 * info dictionary (jsPDF always writes it), so the file still parses and only the signature can tell.
 */
export function withOneByteChanged(pdf: Uint8Array): Uint8Array {
  const at = Buffer.from(pdf).toString('latin1').indexOf('/Producer (jsPDF');
  if (at < 0) throw new Error('no /Producer in the document');
  const changed = new Uint8Array(pdf);
  changed[at + '/Producer ('.length] = 'k'.charCodeAt(0);
  return changed;
}
