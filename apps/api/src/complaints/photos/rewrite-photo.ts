import sharp from 'sharp';
import { PHOTO_MAX_PIXELS } from './inspect-photo.ts';

export const REWRITTEN_CONTENT_TYPE = 'image/jpeg';

/**
 * Decodes and re-encodes a photo as a fresh JPEG: whatever was hidden in the original file (a
 * polyglot, a payload after the image data) does not survive a decode. The EXIF orientation that
 * was read before the metadata was stripped is applied to the pixels here.
 */
export async function rewritePhoto(bytes: Buffer, orientation: number): Promise<Buffer> {
  let image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  if (orientation >= 5) image = image.rotate(orientation <= 6 ? 90 : 270);
  else if (orientation === 3 || orientation === 4) image = image.rotate(180);
  if ([2, 4, 5, 7].includes(orientation)) image = image.flop();
  return image.jpeg({ quality: 85, mozjpeg: false }).toBuffer();
}
