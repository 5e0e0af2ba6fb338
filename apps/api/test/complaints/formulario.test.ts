import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata, pngClaiming, pngWithText, webpWithExif } from '../support/photos.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const FIELDS = {
  cedula: '4567890',
  nombre: 'maría quispe',
  telefono: '71234567',
  placa: '2345xyz',
  delito_id: '3',
  direccion: 'Calle Bolívar esq. 6 de Octubre',
  descripcion: 'Iba a exceso de velocidad por la plaza.',
};

describe.each(engines())('POST /api/formulario on %s', (engine) => {
  let t: TestApp;
  let jpeg: Buffer;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    jpeg = await jpegWithMetadata();
  });
  afterAll(async () => t.close());

  async function submit(
    fields: Record<string, string>,
    photo: { bytes: Buffer; name?: string; type?: string } | null,
    key: string | null = randomUUID(),
  ) {
    const body = await multipartBody(
      fields,
      photo ? { name: photo.name ?? 'foto.jpg', type: photo.type ?? 'image/jpeg', bytes: photo.bytes } : undefined,
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/formulario',
      payload: body.payload,
      headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  }

  const counts = async () => ({
    reclamos: Number(((await t.app.db('reclamos').count({ n: '*' }).first()) as { n: number }).n),
    blobs: Number(((await t.app.db('blobs').count({ n: '*' }).first()) as { n: number }).n),
  });

  it("registers the complaint with its photo: 'Registado reclamo', 201 after the commit", async () => {
    const key = randomUUID();
    const res = await submit({ ...FIELDS, fecha: new Date().toISOString() }, { bytes: jpeg }, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      message: 'Registado reclamo',
      id: expect.any(Number),
      uuid: key,
      fecha: expect.any(String),
      codigo: expect.stringMatching(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/),
    });
    const row = await t.app.db('reclamos').where({ uuid: key }).first();
    expect(row).toMatchObject({ codigo: res.json().codigo, estado: 'RECIBIDO', asignado_id: null });
    expect(row).toMatchObject({ cedula: '4567890', nombre: 'MARÍA QUISPE', placa: '2345XYZ', delito_id: 3, telefono: '71234567' });
    expect(await t.app.db('blobs').where({ id: row.blob_id }).first()).toBeDefined();
    expect(await t.app.db('personas').where({ cedula: '4567890' }).first()).toMatchObject({ nombre: 'MARÍA QUISPE', telefono: '71234567' });
  });

  it('removes EXIF with GPS, XMP, IPTC and comments without touching the image data', async () => {
    const res = await submit(FIELDS, { bytes: jpeg });
    const row = await t.app.db('reclamos').where({ id: res.json().id }).first();
    const blob = await t.app.db('blobs').where({ id: row.blob_id }).first();
    const stored = (await t.app.photoFiles.get(blob.sha256 as string)) ?? Buffer.alloc(0);
    expect(jpeg.includes('TelefonoDePrueba')).toBe(true);
    for (const secret of ['Exif', 'TelefonoDePrueba', 'SecretoXMP', 'ComentarioSecreto', 'IptcSecret', 'Photoshop']) {
      expect(stored.includes(secret), secret).toBe(false);
    }
    const scanStart = (b: Buffer) => b.indexOf(Buffer.from([0xff, 0xda]));
    expect(stored.subarray(scanStart(stored)).equals(jpeg.subarray(scanStart(jpeg)))).toBe(true);
    const meta = await sharp(stored).metadata();
    expect([meta.width, meta.height, meta.exif, meta.xmp]).toEqual([640, 480, undefined, undefined]);
  });

  it('removes text chunks from a PNG and EXIF from a WebP', async () => {
    for (const [bytes, type, secret] of [
      [await pngWithText(), 'image/png', 'TextoSecretoPNG'],
      [await webpWithExif(), 'image/webp', 'WebpSecreto'],
    ] as const) {
      expect(bytes.includes(secret)).toBe(true);
      const res = await submit(FIELDS, { bytes, type, name: `foto.${type.split('/')[1]}` });
      expect(res.statusCode, res.body).toBe(201);
      const row = await t.app.db('reclamos').where({ id: res.json().id }).first();
      const stored =
        (await t.app.photoFiles.get((await t.app.db('blobs').where({ id: row.blob_id }).first()).sha256 as string)) ?? Buffer.alloc(0);
      expect(stored.includes(secret)).toBe(false);
      expect((await sharp(stored).metadata()).width).toBe(64);
    }
  });

  describe('refuses bad uploads with a 4xx and stores nothing', () => {
    const bad: [string, () => Promise<Buffer> | Buffer, number, string][] = [
      ['a text file named .jpg', () => Buffer.from('esto no es una foto'), 415, COMPLAINTS_MSG.server.photoType],
      [
        'an SVG with a script',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        415,
        COMPLAINTS_MSG.server.photoType,
      ],
      [
        'an HTML file',
        () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
        415,
        COMPLAINTS_MSG.server.photoType,
      ],
      ['a truncated JPEG', async () => (await jpegWithMetadata()).subarray(0, 2000), 422, COMPLAINTS_MSG.server.photoDamaged],
      ['a 0-byte file', () => Buffer.alloc(0), 400, COMPLAINTS_MSG.server.photoRequired],
      [
        'a 9 MB file',
        () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(9 * 1024 * 1024, 7)]),
        413,
        COMPLAINTS_MSG.server.photoTooLarge,
      ],
      ['a PNG declaring 30000×30000 pixels', () => pngClaiming(30000, 30000), 422, COMPLAINTS_MSG.server.photoTooManyPixels],
      ['a GIF', () => Buffer.from('474946383961010001000000002c00000000010001000002', 'hex'), 415, COMPLAINTS_MSG.server.photoType],
    ];
    it.each(bad)('%s', async (_name, make, status, message) => {
      const before = await counts();
      const res = await submit(FIELDS, { bytes: await make() });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ message });
      expect(await counts()).toEqual(before);
    });

    it('a path-traversal file name is never used: the photo gets a random name', async () => {
      const res = await submit(FIELDS, { bytes: jpeg, name: '../../../etc/passwd.jpg' });
      expect(res.statusCode).toBe(201);
      const row = await t.app.db('reclamos').where({ id: res.json().id }).first();
      expect(row.blob_id).toMatch(/^[0-9a-f]{32}$/);
    });
  });

  describe('validation of the form fields', () => {
    it.each([
      ['no photo', FIELDS, null, COMPLAINTS_MSG.server.photoRequired],
      ['no infraction', { ...FIELDS, delito_id: '' }, 'photo', COMPLAINTS_MSG.server.delitoRequired],
      ['an unknown infraction', { ...FIELDS, delito_id: '999' }, 'photo', COMPLAINTS_MSG.server.delitoRequired],
      ['a non-numeric infraction', { ...FIELDS, delito_id: 'tres' }, 'photo', COMPLAINTS_MSG.server.delitoRequired],
      ['a non-numeric cedula', { ...FIELDS, cedula: '12ab' }, 'photo', COMPLAINTS_MSG.server.invalidField('cedula')],
      [
        'a 10 kB description',
        { ...FIELDS, descripcion: 'x'.repeat(10_240) },
        'photo',
        MSG.validation.fieldTooLong('Descripción', 2000, 8240),
      ],
      ['a latitude out of range', { ...FIELDS, lat: '123' }, 'photo', COMPLAINTS_MSG.server.invalidField('lat')],
    ] as const)('refuses %s with 400 and its message', async (_name, fields, photo, message) => {
      const before = await counts();
      const res = await submit(fields, photo ? { bytes: jpeg } : null);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await counts()).toEqual(before);
    });

    it('counts a line break as one character, as the form does (a browser sends it as CRLF)', async () => {
      const lines = Array.from({ length: 45 }, (_, i) => 'x'.repeat(i < 44 ? 42 : 1957 - 44 - 44 * 42));
      const descripcion = lines.join('\n');
      expect(descripcion.length).toBe(1957);
      const accepted = await submit({ ...FIELDS, descripcion }, { bytes: jpeg });
      expect(accepted.statusCode, accepted.body).toBe(201);
      const row = await t.app.db('reclamos').where({ id: accepted.json().id }).first();
      expect(row.descripcion).toBe(descripcion);
    });

    it('names the field too long and by how much', async () => {
      const res = await submit({ ...FIELDS, direccion: 'x'.repeat(263) }, { bytes: jpeg });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'El dato "Dirección" admite hasta 250 caracteres y tiene 13 de más.' });
    });

    it('refuses a JSON body and a second file', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/formulario', payload: FIELDS });
      expect(json.statusCode).toBe(415);
      const form = new FormData();
      form.append('delito_id', '1');
      form.append('imagen', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'a.jpg');
      form.append('imagen', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'b.jpg');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const two = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      expect(two.statusCode).toBe(413);
      expect(two.json()).toEqual({ message: COMPLAINTS_MSG.server.tooManyFiles });
    });

    it('stores SQL and HTML fragments literally', async () => {
      const descripcion = `'); DROP TABLE reclamos;-- <img src=x onerror=alert(1)>`;
      const res = await submit({ ...FIELDS, descripcion }, { bytes: jpeg });
      expect((await t.app.db('reclamos').where({ id: res.json().id }).first()).descripcion).toBe(descripcion);
    });
  });

  describe('the device clock, unless clearly off', () => {
    const fechaOf = async (fecha: string) => {
      const res = await submit({ ...FIELDS, fecha }, { bytes: jpeg });
      return {
        sent: Date.parse(res.json().fecha),
        stored: Number((await t.app.db('reclamos').where({ id: res.json().id }).first()).fecha),
      };
    };

    it("keeps the device's time of a report queued two days ago", async () => {
      const twoDaysAgo = Date.now() - 2 * 24 * 3600_000;
      expect((await fechaOf(new Date(twoDaysAgo).toISOString())).stored).toBe(Math.floor(twoDaysAgo / 1000) * 1000 + (twoDaysAgo % 1000));
    });

    it('uses the receipt time when the phone clock is an hour ahead or 40 days behind, never refusing', async () => {
      for (const offset of [3600_000, -40 * 24 * 3600_000]) {
        const now = Date.now();
        const { stored } = await fechaOf(new Date(now + offset).toISOString());
        expect(Math.abs(stored - now)).toBeLessThan(10_000);
      }
    });
  });
});
