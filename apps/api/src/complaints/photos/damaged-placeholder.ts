import sharp from 'sharp';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const WIDTH = 640;
const HEIGHT = 480;

/** A grey card with a crossed frame (readable without fonts) and the words "foto dañada". */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <rect width="100%" height="100%" fill="#eeeeee"/>
  <rect x="220" y="110" width="200" height="150" fill="none" stroke="#990000" stroke-width="8"/>
  <path d="M220 110 L420 260 M420 110 L220 260" stroke="#990000" stroke-width="8"/>
  <text x="320" y="340" font-size="44" text-anchor="middle" font-family="sans-serif" fill="#990000">${COMPLAINTS_MSG.server.damagedPhotoPlaceholder}</text>
</svg>`;

let rendered: Promise<Buffer> | undefined;

/** The JPEG served in place of a stored photo that can no longer be decoded; rendered once. */
export function damagedPhotoPlaceholder(): Promise<{ bytes: Buffer; width: number; height: number }> {
  rendered ??= sharp(Buffer.from(SVG)).jpeg({ quality: 80 }).toBuffer();
  return rendered.then((bytes) => ({ bytes, width: WIDTH, height: HEIGHT }));
}
