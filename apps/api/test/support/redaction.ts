import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A phone photo held upright (480 × 640 as seen): white top half, dark grey bottom half, stored
 * the way phones store it, turned a quarter with EXIF orientation 6. So a box drawn on the upright
 * photo lands where it should only if the server applies the orientation first.
 */
export async function sidewaysBrightPhoto(): Promise<Buffer> {
  const upright = await sharp({ create: { width: 480, height: 640, channels: 3, background: { r: 60, g: 60, b: 60 } } })
    .composite([{ input: { create: { width: 480, height: 320, channels: 3, background: { r: 255, g: 255, b: 255 } } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  return sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
}

/** The RGB of a JPEG/PNG's pixel at fractions (fx, fy) of its width and height, and the image's size. */
export async function pixelAt(image: Buffer, fx: number, fy: number): Promise<{ rgb: number[]; width: number; height: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor(fx * info.width));
  const y = Math.min(info.height - 1, Math.floor(fy * info.height));
  const at = (y * info.width + x) * info.channels;
  return { rgb: [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1], width: info.width, height: info.height };
}

export const isBlack = (rgb: number[]) => rgb.every((value) => value <= 24);
export const isWhite = (rgb: number[]) => rgb.every((value) => value >= 230);

/** The largest JPEG embedded in a PDF, as poppler's `pdfimages -j` writes it out (the bytes as stored). */
export function largestPdfImage(pdf: Uint8Array): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-images-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdfimages', ['-j', file, path.join(dir, 'img')]);
    const images = fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('img') && name.endsWith('.jpg'))
      .map((name) => fs.readFileSync(path.join(dir, name)))
      .sort((a, b) => b.length - a.length);
    const largest = images[0];
    if (!largest) throw new Error('the PDF holds no image');
    return largest;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
