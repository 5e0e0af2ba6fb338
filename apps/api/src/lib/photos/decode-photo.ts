import sharp from 'sharp';
import { MSG } from '@reclamos/shared-types/messages';
import { HttpError } from '../http-error.ts';
import { PHOTO_MAX_PIXELS } from './inspect-photo.ts';

/**
 * Decodes every pixel of a photo with the same settings the staff view's rewrite uses
 * (rewrite-photo.ts), so a photo that passes here can always be shown and printed. A header can be
 * whole while the compressed data is not (a PNG with a broken deflate stream and valid CRCs, a
 * progressive JPEG whose second scan is invalid): only a full decode finds out. `stats()` walks
 * every pixel without holding the decoded image in memory.
 */
export async function assertPhotoDecodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' }).stats();
  } catch {
    throw new HttpError(422, MSG.security.photoUndecodable);
  }
}
