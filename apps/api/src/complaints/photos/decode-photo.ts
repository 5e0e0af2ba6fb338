import sharp from 'sharp';
import { HttpError } from '../../platform/http/http-error.ts';
import { PHOTO_MAX_PIXELS } from './inspect-photo.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** The tiny image the decode is shrunk into: the pixels are read to be checked, not kept. */
const CHECK_SIZE = 16;

/**
 * Decodes every pixel of a photo with the same settings the staff view's rewrite uses
 * (rewrite-photo.ts), so a photo that passes here can always be shown and printed. A header can be
 * whole while the compressed data is not (a PNG with a broken deflate stream and valid CRCs, a
 * progressive JPEG whose second scan is invalid): only decoding all the compressed data finds out.
 *
 * The decoded rows stream into a box shrink to 16×16 that reads every one of them, so the image is
 * never held in memory. The decoders shrink while decoding (`fastShrinkOnLoad`): libjpeg by up to
 * 1/8 through DCT scaling, libwebp through its own scaler. Both still entropy-decode every
 * coefficient of every scan, which is where damage shows; they skip only work on full-size pixels.
 * A phone's 1920×1440 JPEG costs ~7 ms of a libvips thread, nearly all of it entropy decoding (a
 * full-size decode ~14 ms); a 1920×1440 WebP ~34 ms instead of ~55 ms at full size. Compared on
 * 1,800 random corruptions, this refuses exactly the files that a full decode (`stats()`, the first
 * version, ~80 ms) and the rewrite refuse (docs/decisions.md).
 */
export async function assertPhotoDecodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', sequentialRead: true })
      .resize(CHECK_SIZE, CHECK_SIZE, { fit: 'fill', fastShrinkOnLoad: true })
      .raw()
      .toBuffer();
  } catch {
    throw new HttpError(422, COMPLAINTS_MSG.server.photoUndecodable);
  }
}
