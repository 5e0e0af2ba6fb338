import sharp from 'sharp';
import { pngChunk } from './photos.ts';

/** Noise, so the compressed data is long enough to break in the middle. */
function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A PNG whose header is whole and whose chunk CRCs are all valid, but whose deflate stream is
 * garbled in the middle: the header reads fine, the pixels do not decode.
 */
export async function pngWithBrokenDeflate(): Promise<Buffer> {
  const png = await noise(256, 256).png().toBuffer();
  const chunks: Buffer[] = [png.subarray(0, 8)];
  for (let i = 8; i < png.length;) {
    const length = png.readUInt32BE(i);
    const type = png.toString('latin1', i + 4, i + 8);
    const data = Buffer.from(png.subarray(i + 8, i + 8 + length));
    if (type === 'IDAT') for (let k = Math.floor(length / 2); k < Math.floor(length / 2) + 64; k++) data[k] = (data[k] ?? 0) ^ 0x5a;
    chunks.push(pngChunk(type, data)); // recomputes the CRC over the garbled data
    i += 12 + length;
  }
  return Buffer.concat(chunks);
}

/**
 * A progressive JPEG whose second scan header asks for an impossible spectral band (Ss > Se):
 * the frame header and the first scan are fine, decoding stops at the second scan.
 */
export async function progressiveJpegWithBadSecondScan(): Promise<Buffer> {
  const jpeg = Buffer.from(await noise(256, 256).jpeg({ progressive: true, quality: 90 }).toBuffer());
  let scans = 0;
  for (let i = 2; i < jpeg.length - 1; i++) {
    if (jpeg[i] !== 0xff || jpeg[i + 1] !== 0xda) continue;
    scans += 1;
    if (scans < 2) continue;
    const components = jpeg[i + 4] ?? 0;
    const spectral = i + 5 + 2 * components;
    jpeg[spectral] = 60; // Ss
    jpeg[spectral + 1] = 10; // Se
    return jpeg;
  }
  throw new Error('the progressive JPEG has no second scan');
}
