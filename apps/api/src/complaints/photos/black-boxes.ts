import sharp from 'sharp';
import type { PhotoBox } from '@reclamos/shared-types/complaints/schemas';

/**
 * The upright photo with a solid black rectangle over each box (fractions of the photo). Solid,
 * never blurred: a blurred face can be sharpened or recognised, a black one cannot. Each box is
 * widened outwards to whole pixels, so nothing of what it covers shows at its edge.
 */
export async function blackBoxes(upright: Buffer, boxes: readonly PhotoBox[]): Promise<Buffer> {
  if (boxes.length === 0) return upright;
  const { width, height } = await sharp(upright).metadata();
  if (!width || !height) throw new Error('photo without dimensions');
  const rectangles = boxes.flatMap((box) => {
    const left = Math.max(0, Math.floor(box.x * width));
    const top = Math.max(0, Math.floor(box.y * height));
    const right = Math.min(width, Math.ceil((box.x + box.w) * width));
    const bottom = Math.min(height, Math.ceil((box.y + box.h) * height));
    if (right <= left || bottom <= top) return [];
    return [
      {
        input: { create: { width: right - left, height: bottom - top, channels: 3 as const, background: { r: 0, g: 0, b: 0 } } },
        left,
        top,
      },
    ];
  });
  return sharp(upright).composite(rectangles).jpeg({ quality: 85, mozjpeg: false }).toBuffer();
}
