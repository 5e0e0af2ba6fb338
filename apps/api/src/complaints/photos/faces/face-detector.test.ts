import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FaceDetector } from './face-detector.ts';

const require = createRequire(import.meta.url);
const DEMO = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

const detector = new FaceDetector({ timeoutMs: 60_000, idleMs: 60_000 });
afterAll(() => detector.close());

describe('face detector', { timeout: 120_000 }, () => {
  it('finds the three faces of a group photo, boxes inside the photo', async () => {
    const boxes = await detector.detect(readFileSync(path.join(DEMO, 'sample1.jpg')));
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(1);
      expect(box.y + box.h).toBeLessThanOrEqual(1);
      expect(box.score).toBeGreaterThan(0.3);
    }
  });

  it('boxes the face where it stands once the phone held upright is turned (EXIF orientation 6)', async () => {
    const upright = readFileSync(path.join(DEMO, 'sample1.jpg'));
    // A phone held upright stores the pixels turned a quarter and says so in EXIF.
    const sideways = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const expected = await detector.detect(upright);
    const found = await detector.detect(sideways);
    expect(found).toHaveLength(expected.length);
    const centres = (boxes: typeof found) => boxes.map((b) => Math.round((b.x + b.w / 2) * 10)).sort();
    expect(centres(found)).toEqual(centres(expected));
  });

  it('finds nothing on a photo without people, and fails on bytes that are no image', async () => {
    const plain = await sharp({ create: { width: 1920, height: 1440, channels: 3, background: '#777777' } })
      .jpeg()
      .toBuffer();
    expect(await detector.detect(plain)).toEqual([]);
    await expect(detector.detect(Buffer.from('no es una foto'))).rejects.toThrow();
    // The thread survives a failed photo.
    expect(await detector.detect(plain)).toEqual([]);
  });
});
