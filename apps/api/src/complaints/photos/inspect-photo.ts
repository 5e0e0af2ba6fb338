import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { HttpError } from '../../platform/http/http-error.ts';
import { stripMetadata, type PhotoFormat } from './strip-metadata.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

export { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';
/** 40 megapixels: any phone camera fits, a decompression bomb does not. */
export const PHOTO_MAX_PIXELS = 40_000_000;

const FORMATS: Record<string, PhotoFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export interface AcceptedPhoto {
  contentType: string;
  /** The photo without its metadata, as stored (the bytes received themselves when there was none to remove). */
  bytes: Buffer;
  /** The bytes as received, in order (stripping may have rewritten the buffer given): what a former seal hashed. */
  received: readonly Buffer[];
  width: number;
  height: number;
  orientation: number;
}

/**
 * Checks an uploaded photo from its bytes alone, never its name or declared type: the type by
 * magic bytes, the dimensions from the header against a pixel cap, a complete structure, then
 * strips its metadata losslessly, in the buffer given (strip-metadata.ts): the caller reads the
 * bytes as received from `received`, no longer from that buffer. The full decode is
 * decode-photo.ts's, called next by the route.
 */
export async function inspectPhoto(received: Buffer): Promise<AcceptedPhoto> {
  if (received.length === 0) throw new HttpError(400, COMPLAINTS_MSG.server.photoRequired);
  const detected = await fileTypeFromBuffer(received);
  const format = detected ? FORMATS[detected.mime] : undefined;
  if (!detected || !format) throw new HttpError(415, COMPLAINTS_MSG.server.photoType);

  let metadata: Metadata;
  try {
    metadata = await sharp(received, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, COMPLAINTS_MSG.server.photoDamaged);
  }
  const { width, height } = metadata;
  if (!width || !height) throw new HttpError(422, COMPLAINTS_MSG.server.photoDamaged);
  if (width * height > PHOTO_MAX_PIXELS) throw new HttpError(422, COMPLAINTS_MSG.server.photoTooManyPixels);

  const stripped = stripMetadata(format, received);
  if (!stripped) throw new HttpError(422, COMPLAINTS_MSG.server.photoDamaged);
  return {
    contentType: detected.mime,
    bytes: stripped.bytes,
    received: stripped.received,
    width,
    height,
    orientation: metadata.orientation ?? 1,
  };
}
