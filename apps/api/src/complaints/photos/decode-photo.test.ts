import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { assertPhotoDecodes } from './decode-photo.ts';
import { rewritePhoto } from './rewrite-photo.ts';

/** Noise under a gradient, so the compressed data is long enough to damage anywhere. */
async function noisy(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i * 7919) % 97) + ((i / 3 / width) % 128);
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** What the first version ran: `stats()` walks every decoded pixel, with the same input settings. */
async function fullDecodeRefuses(bytes: Buffer): Promise<boolean> {
  return sharp(bytes, { failOn: 'error' })
    .stats()
    .then(
      () => false,
      () => true,
    );
}

/** What staff see: the rewrite must manage every photo the check lets through, and only those. */
async function rewriteRefuses(bytes: Buffer): Promise<boolean> {
  return rewritePhoto(bytes, 1).then(
    () => false,
    () => true,
  );
}

async function refuses(bytes: Buffer): Promise<boolean> {
  return assertPhotoDecodes(bytes).then(
    () => false,
    () => true,
  );
}

/** Deterministic damage: bytes overwritten, a run of bytes flipped, or the file cut short. */
function damaged(base: Buffer, trial: number): Buffer {
  let seed = trial * 2654435761;
  const random = (n: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const bytes = Buffer.from(base);
  if (trial % 3 === 0) for (let k = 0; k < 6; k++) bytes[random(bytes.length)] = random(256);
  if (trial % 3 === 1) return bytes.subarray(0, random(bytes.length));
  if (trial % 3 === 2) {
    const at = random(bytes.length - 32);
    for (let k = 0; k < 32; k++) bytes[at + k] = (bytes[at + k] ?? 0) ^ 0x5a;
  }
  return bytes;
}

describe('assertPhotoDecodes', () => {
  it('refuses exactly the damaged photos a full decode of every pixel and the staff rewrite refuse', async () => {
    const formats = {
      jpeg: await (await noisy(240, 180)).jpeg({ quality: 80 }).toBuffer(),
      progressive: await (await noisy(240, 180)).jpeg({ quality: 80, progressive: true }).toBuffer(),
      png: await (await noisy(240, 180)).png().toBuffer(),
      webp: await (await noisy(240, 180)).webp().toBuffer(),
    };
    for (const [format, base] of Object.entries(formats)) {
      expect(await refuses(base), `${format} undamaged`).toBe(false);
      let refusedByBoth = 0;
      for (let trial = 0; trial < 45; trial++) {
        const bytes = damaged(base, trial);
        const expected = await fullDecodeRefuses(bytes);
        expect(await refuses(bytes), `${format} trial ${trial}`).toBe(expected);
        expect(await rewriteRefuses(bytes), `${format} trial ${trial}, rewrite`).toBe(expected);
        if (expected) refusedByBoth += 1;
      }
      expect(refusedByBoth, `${format}: some damage must be caught`).toBeGreaterThan(0);
    }
  });
});
