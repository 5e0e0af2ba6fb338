import sharp from 'sharp';

/** Test photos made on the spot, each carrying the metadata a phone would put in. */
export async function jpegWithMetadata(width = 640, height = 480, color = { r: 180, g: 40, b: 30 }): Promise<Buffer> {
  const base = await sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TelefonoDePrueba', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '17/1 58/1 7/1', GPSLongitudeRef: 'W', GPSLongitude: '67/1 6/1 46/1' },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SecretoXMP"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  // A comment and an IPTC block, which sharp does not write, spliced in after SOI.
  const comment = segment(0xfe, Buffer.from('ComentarioSecreto', 'latin1'));
  const iptc = segment(
    0xed,
    Buffer.concat([
      Buffer.from('Photoshop 3.0\0', 'latin1'),
      Buffer.from('8BIM\x04\x04\0\0\0\0\0\x10\x1c\x02\x50\0\x0aIptcSecret', 'latin1'),
    ]),
  );
  return Buffer.concat([base.subarray(0, 2), comment, iptc, base.subarray(2)]);
}

function segment(marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

export async function pngWithText(): Promise<Buffer> {
  const base = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 0, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const text = pngChunk('tEXt', Buffer.from('Comment\0TextoSecretoPNG', 'latin1'));
  return Buffer.concat([base.subarray(0, 33), text, base.subarray(33)]);
}

export async function webpWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20, g: 200, b: 20 } } })
    .webp()
    .withExif({ IFD0: { Make: 'WebpSecreto' } })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A tiny PNG whose header claims 30000 × 30000 pixels (a decompression bomb's calling card). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small JPEG with a phone's metadata, different for every `seed`: its own file in the photo store. */
export async function distinctJpeg(seed: number): Promise<Buffer> {
  return jpegWithMetadata(48 + (seed % 97), 32 + Math.floor(seed / 97), { r: (seed * 37) % 256, g: (seed * 91) % 256, b: 60 });
}
