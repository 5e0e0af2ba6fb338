import { describe, expect, it } from 'vitest';
import type Compressor from 'compressorjs';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';
import { COMPRESSION, MAX_PASSES, NotAnImageError, compressImage, compressOrKeep, type CompressProgress } from './compress-image.ts';

/** A fake compressorjs pass whose output size depends on the quality asked for. */
function fakeCompressor(sizeAt: (quality: number) => number, type = 'image/jpeg') {
  const calls: Compressor.Options[] = [];
  const compressOnce = async (_file: Blob, options: Compressor.Options) => {
    calls.push(options);
    return new Blob([new Uint8Array(sizeAt(options.quality ?? 1))], { type });
  };
  return { calls, compressOnce };
}

const photo = (type = 'image/jpeg', bytes = 10) => new Blob([new Uint8Array(bytes)], { type });

describe('compressImage: a complaint photo before it is queued', () => {
  it('one pass at quality 0.8, max 1920×1920, when the result is at most 2 MB', async () => {
    const { calls, compressOnce } = fakeCompressor(() => COMPRESSION.targetBytes);
    const result = await compressImage(photo(), { compressOnce });
    expect(result.size).toBe(2_000_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ quality: 0.8, maxWidth: 1920, maxHeight: 1920, strict: false, checkOrientation: false });
  });

  it('lowers the quality by 0.1 while over 2 MB, stopping at 0.2 even if still over', async () => {
    const { calls, compressOnce } = fakeCompressor(() => 3_000_000);
    const progress: CompressProgress[] = [];
    const result = await compressImage(photo(), { compressOnce, onProgress: (p) => progress.push(p) });
    expect(calls.map((c) => c.quality)).toEqual([0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]);
    expect(result.size).toBe(3_000_000);
    expect(progress.map((p) => p.pass)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(progress.every((p) => p.maxPasses === MAX_PASSES)).toBe(true);
  });

  it('stops at the first quality that brings it under 2 MB', async () => {
    const { calls, compressOnce } = fakeCompressor((q) => (q > 0.55 ? 2_500_000 : 1_500_000));
    const result = await compressImage(photo(), { compressOnce });
    expect(calls.map((c) => c.quality)).toEqual([0.8, 0.7, 0.6, 0.5]);
    expect(result.size).toBe(1_500_000);
  });

  it('converts PNGs over 1 MB to JPEG (compressorjs convertTypes/convertSize)', async () => {
    const { calls, compressOnce } = fakeCompressor(() => 500_000);
    await compressImage(photo('image/png', 2_000), { compressOnce });
    expect(calls[0]).toMatchObject({ convertTypes: ['image/png'], convertSize: 1_000_000 });
    expect(calls[0]?.mimeType).toBeUndefined();
  });

  it('does not loop on a lossless result (a small PNG stays PNG)', async () => {
    const { calls, compressOnce } = fakeCompressor(() => 2_500_000, 'image/png');
    await compressImage(photo('image/png'), { compressOnce });
    expect(calls).toHaveLength(1);
  });

  it('re-encodes types the server does not take (GIF, BMP) as JPEG', async () => {
    const { calls, compressOnce } = fakeCompressor(() => 1_000);
    await compressImage(photo('image/gif'), { compressOnce });
    expect(calls[0]).toMatchObject({ mimeType: 'image/jpeg' });
  });

  it('refuses a file that is not an image', async () => {
    const { compressOnce } = fakeCompressor(() => 1);
    await expect(compressImage(photo('application/pdf'), { compressOnce })).rejects.toBeInstanceOf(NotAnImageError);
  });
});

describe('compressOrKeep: a photo is queued even when compression cannot run', () => {
  const failing = async () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  };

  it('keeps the photo as picked when compression cannot run and the server would take it', async () => {
    const picked = photo('image/jpeg', 3_000_000);
    expect(await compressOrKeep(picked, { compressOnce: failing })).toBe(picked);
    const png = photo('image/png', 500);
    expect(await compressOrKeep(png, { compressOnce: failing })).toBe(png);
  });

  it('gives up when the photo is over the upload limit or of a type the server refuses', async () => {
    await expect(compressOrKeep(photo('image/jpeg', PHOTO_MAX_BYTES + 1), { compressOnce: failing })).rejects.toThrow(TypeError);
    await expect(compressOrKeep(photo('image/heic', 1000), { compressOnce: failing })).rejects.toThrow(TypeError);
  });

  it('compresses when it can, and still refuses what is not an image', async () => {
    const { compressOnce } = fakeCompressor(() => 1000);
    expect((await compressOrKeep(photo('image/jpeg', 3_000_000), { compressOnce })).size).toBe(1000);
    await expect(compressOrKeep(photo('text/plain'), { compressOnce })).rejects.toThrow(NotAnImageError);
  });
});
