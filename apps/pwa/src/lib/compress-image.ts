import type Compressor from 'compressorjs';
import type * as CompressorModule from 'compressorjs';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';

/**
 * The specification's compression of a complaint photo, done on the phone before it is queued:
 * quality 0.8, at most 1920×1920; while the result is over 2 MB and the quality above 0.2, again
 * from the original at 0.1 less; PNGs over 1 MB become JPEGs. compressorjs draws on a canvas of
 * the page, so each pass yields to the browser first and reports progress.
 */
export const COMPRESSION = {
  /** Qualities in tenths, so 0.8 − 6 × 0.1 lands on 0.2 exactly (no floating-point drift). */
  initialTenths: 8,
  minTenths: 2,
  maxDimension: 1920,
  targetBytes: 2_000_000,
  pngToJpegBytes: 1_000_000,
} as const;

export const MAX_PASSES = COMPRESSION.initialTenths - COMPRESSION.minTenths + 1;

/** Types the server accepts; anything else the canvas can decode is re-encoded as JPEG. */
const KEPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** Types whose size the quality setting changes (a canvas writes PNG losslessly). */
const LOSSY_TYPES = ['image/jpeg', 'image/webp'];

export interface CompressProgress {
  pass: number;
  maxPasses: number;
  quality: number;
}

/** One compressorjs run; injectable so the quality loop is testable without a canvas. */
export type CompressOnce = (file: Blob, options: Compressor.Options) => Promise<Blob>;

export interface CompressOptions {
  onProgress?: (progress: CompressProgress) => void;
  compressOnce?: CompressOnce;
}

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

export function compressionOptions(file: Blob, quality: number): Compressor.Options {
  return {
    quality,
    maxWidth: COMPRESSION.maxDimension,
    maxHeight: COMPRESSION.maxDimension,
    convertTypes: ['image/png'],
    convertSize: COMPRESSION.pngToJpegBytes,
    // Always the re-encoded image, never the original: the photo leaves the phone without its
    // EXIF (GPS position, camera serial), even when re-encoding made it a little larger.
    strict: false,
    // The browser applies the EXIF orientation itself when it decodes the photo for the canvas
    // (image-orientation: from-image, Chrome 81+, Safari 13.1+, Firefox 77+). compressorjs's own
    // check read the whole file into memory and, for a phone's portrait photo (orientation 6),
    // rewrote all 5 MB as a base64 data URL in JavaScript before decoding it: slower on a cheap
    // phone (docs/benchmarks.md, time to report), with the same oriented 1440×1920 result.
    checkOrientation: false,
    ...(KEPT_TYPES.includes(file.type) ? {} : { mimeType: 'image/jpeg' }),
  };
}

export async function compressImage(file: Blob, options: CompressOptions = {}): Promise<Blob> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  const compressOnce = options.compressOnce ?? compressWithCompressorJs;
  let tenths: number = COMPRESSION.initialTenths;
  for (let pass = 1; ; pass += 1) {
    const quality = tenths / 10;
    options.onProgress?.({ pass, maxPasses: MAX_PASSES, quality });
    await yieldToBrowser();
    const result = await compressOnce(file, compressionOptions(file, quality));
    const done = result.size <= COMPRESSION.targetBytes || tenths <= COMPRESSION.minTenths || !LOSSY_TYPES.includes(result.type);
    if (done) return result;
    tenths -= 1;
  }
}

/** Lets the page paint the progress before the canvas work of the next pass. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * compressorjs stays out of the form's first download but is fetched right after the form is shown
 * (`preloadCompressor`), never first when a file is chosen: a first visit that loses coverage a
 * second later must still compress (docs/offline.md, "First visit"). A failed fetch is forgotten,
 * so a later call tries again.
 */
let compressorModule: Promise<typeof CompressorModule> | undefined;

export function preloadCompressor(): Promise<typeof CompressorModule> {
  compressorModule ??= import('compressorjs').catch((error: unknown) => {
    compressorModule = undefined;
    throw error;
  });
  return compressorModule;
}

/**
 * The photo to queue: compressed when compression can run; when it cannot (its code never
 * reached the phone, the canvas failed) the photo as picked, if the server would take it (a
 * type it accepts, under its upload limit; the server strips its metadata). Otherwise the
 * compression's error.
 */
export async function compressOrKeep(file: Blob, options: CompressOptions = {}): Promise<Blob> {
  try {
    return await compressImage(file, options);
  } catch (error) {
    if (error instanceof NotAnImageError) throw error;
    if (KEPT_TYPES.includes(file.type) && file.size > 0 && file.size <= PHOTO_MAX_BYTES) return file;
    throw error;
  }
}

async function compressWithCompressorJs(file: Blob, options: Compressor.Options): Promise<Blob> {
  const { default: CompressorClass } = await preloadCompressor();
  return new Promise((resolve, reject) => {
    new CompressorClass(file, { ...options, success: resolve, error: reject });
  });
}
