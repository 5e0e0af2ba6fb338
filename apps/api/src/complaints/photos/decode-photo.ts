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
 * progressive JPEG whose second scan is invalid): only a full decode finds out.
 *
 * The decoded rows stream into a box shrink to 16×16 that reads every one of them, so the image is
 * never held in memory. `fastShrinkOnLoad: false` keeps libjpeg decoding at full size (no DCT
 * scaling): every coefficient is decoded as the rewrite will. This costs ~7 ms of a libuv thread
 * for a phone's 2 MP photo where `stats()` (the first version) cost ~50 ms computing statistics
 * nobody read (docs/benchmarks.md); both refuse exactly the same damaged files (1,200 random
 * corruptions of JPEG, progressive JPEG, PNG and WebP compared, docs/decisions.md).
 */
export async function assertPhotoDecodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error', sequentialRead: true })
      .resize(CHECK_SIZE, CHECK_SIZE, { fit: 'fill', fastShrinkOnLoad: false })
      .raw()
      .toBuffer();
  } catch {
    throw new HttpError(422, COMPLAINTS_MSG.server.photoUndecodable);
  }
}
