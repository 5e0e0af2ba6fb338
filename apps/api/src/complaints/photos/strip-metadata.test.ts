import { describe, expect, it } from 'vitest';
import { stripMetadata } from './strip-metadata.ts';

/** A minimal JPEG structure: SOI, an APP1 (EXIF), a DQT, SOS with `scan` as entropy data, then `tail`. */
function jpeg(scan: Buffer, tail: Buffer): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe1, Buffer.from('Exif\0\0GPS secreto', 'latin1')),
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    scan,
    tail,
  ]);
}

describe('stripMetadata (JPEG)', () => {
  it('keeps the scan up to the first end-of-image marker and drops EXIF and any trailer', () => {
    // Escaped 0xFF 0x00 and restart markers inside the scan are not an end of image.
    const scan = Buffer.concat([Buffer.alloc(3_000_000, 0x5a), Buffer.from([0xff, 0x00, 0xff, 0xd0, 0x12]), Buffer.from([0xff, 0xd9])]);
    const trailer = Buffer.concat([Buffer.from('Exif segunda copia', 'latin1'), Buffer.from([0xff, 0xd9])]);
    const stripped = stripMetadata('jpeg', jpeg(scan, trailer))?.bytes;
    expect(stripped).not.toBeNull();
    expect(stripped?.includes(Buffer.from('GPS secreto', 'latin1'))).toBe(false);
    expect(stripped?.includes(Buffer.from('segunda copia', 'latin1'))).toBe(false);
    expect(stripped?.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
    expect(stripped?.length).toBe(2 + 69 + 10 + scan.length);
  });

  it('refuses a scan that never ends, and finds a marker in the very last two bytes', () => {
    expect(stripMetadata('jpeg', jpeg(Buffer.alloc(1000, 0x5a), Buffer.from([0xff])))).toBeNull();
    const last = stripMetadata('jpeg', jpeg(Buffer.alloc(10, 0x5a), Buffer.from([0xff, 0xd9])))?.bytes;
    expect(last?.subarray(-2).equals(Buffer.from([0xff, 0xd9]))).toBe(true);
  });

  it('answers the bytes given, not a copy, when there is nothing to remove', () => {
    const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, 0, payload.length + 2]), payload]);
    const clean = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe0, Buffer.from('JFIF\0', 'latin1')),
      segment(0xdb, Buffer.alloc(65, 1)),
      segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
      Buffer.alloc(100, 0x5a),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(stripMetadata('jpeg', clean)?.bytes).toBe(clean);
    // A trailer after the end of the image is cut: a copy without it.
    const trailed = Buffer.concat([clean, Buffer.from('resto', 'latin1')]);
    expect(stripMetadata('jpeg', trailed)?.bytes.equals(clean)).toBe(true);
    expect(stripMetadata('jpeg', trailed)?.bytes).not.toBe(trailed);
  });

  it('strips in the buffer given, without a photo-sized copy, and keeps the bytes as received', () => {
    const scan = Buffer.concat([Buffer.alloc(50_000, 0x5a), Buffer.from([0xff, 0xd9])]);
    const received = jpeg(scan, Buffer.from('resto', 'latin1'));
    const given = Buffer.from(received);
    const stripped = stripMetadata('jpeg', given);
    expect(stripped?.bytes.buffer).toBe(given.buffer);
    // SOI, the DQT (69 bytes) and the SOS with its scan: what the EXIF and the trailer leave.
    const dqt = received.indexOf(Buffer.from([0xff, 0xdb]));
    const expected = Buffer.concat([received.subarray(0, 2), received.subarray(dqt, dqt + 69 + 10), scan]);
    expect(stripped?.bytes.equals(expected)).toBe(true);
    expect(Buffer.concat(stripped?.received ?? []).equals(received)).toBe(true);
    // Only the header region was copied aside, not the scan.
    expect(stripped?.received[0]?.length).toBeLessThan(200);
  });
});
