import sharp from 'sharp';

/**
 * A photo-like JPEG: colour gradients under per-pixel noise, which JPEG cannot squeeze much,
 * so 2 MP at quality 80 weigh ~700 kB like a phone's compressed photo.
 */
export async function noisyJpeg(width: number, height: number, quality: number): Promise<Buffer> {
  const amplitude = 46;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const base = [(x * 255) / width, (y * 255) / height, 128];
      for (let c = 0; c < 3; c++) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        const value = (base[c] ?? 0) + ((seed >>> 16) % (2 * amplitude)) - amplitude;
        raw[(y * width + x) * 3 + c] = Math.max(0, Math.min(255, value));
      }
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
