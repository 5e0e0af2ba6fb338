import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * A real camera-like JPEG (noisy, so it does not compress to nothing), written to a temporary
 * file for `setInputFiles`; also returned as bytes to post straight to the API.
 */
export async function makeJpeg(width = 2400, height = 1800, name = 'foto.jpg'): Promise<{ path: string; bytes: Buffer }> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 }, noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  })
    .jpeg({ quality: 92 })
    .toBuffer();
  const dir = await mkdtemp(path.join(tmpdir(), 'reclamos-photo-'));
  const file = path.join(dir, name);
  await writeFile(file, bytes);
  return { path: file, bytes };
}
