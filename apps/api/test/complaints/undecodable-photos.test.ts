import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { pngWithBrokenDeflate, progressiveJpegWithBadSecondScan } from '../support/broken-photos.ts';
import { submitComplaint } from '../support/complaints.ts';
import { adminToken, bearer } from '../support/session.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const FIELDS = {
  cedula: '7000001',
  nombre: 'Ana Quispe',
  telefono: '70000001',
  placa: '2222BBB',
  delito_id: '1',
  direccion: 'Calle Bolívar',
  descripcion: 'Foto rota.',
};

describe.each(engines())('undecodable photos (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cases = [
    { name: 'a PNG with a broken deflate stream and valid CRCs', file: 'foto.png', type: 'image/png', make: pngWithBrokenDeflate },
    { name: 'a progressive JPEG with a bad second scan', file: 'foto.jpg', type: 'image/jpeg', make: progressiveJpegWithBadSecondScan },
  ];

  describe('POST /api/formulario', () => {
    it.each(cases)('refuses $name with 422 and a Spanish message, writing nothing', async ({ file, type, make }) => {
      const before = await t.app.db('reclamos').count({ n: '*' }).first();
      const body = await multipartBody(FIELDS, { name: file, type, bytes: await make() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: COMPLAINTS_MSG.server.photoUndecodable });
      expect(await t.app.db('reclamos').count({ n: '*' }).first()).toEqual(before);
      expect(await t.app.db('blobs').count({ n: '*' }).first()).toEqual(await t.app.db('reclamos').count({ n: '*' }).first());
    });
  });

  describe('a stored photo that cannot be decoded (accepted before this check)', () => {
    async function damagedComplaint(make: () => Promise<Buffer>) {
      const complaint = await submitComplaint(t.app, { placa: '3333DAN' });
      const row = await t.app.db('reclamos').where({ id: complaint.id }).first();
      await t.app
        .db('blobs')
        .where({ id: row.blob_id })
        .update({ sha256: await t.app.photoFiles.put(await make()), view_sha256: null, rewritten: false });
      return { id: complaint.id, blobId: row.blob_id as string };
    }

    it.each(cases)('GET /api/images serves a clear placeholder for $name, never a 500', async ({ make }) => {
      const { blobId } = await damagedComplaint(make);
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'GET', url: `/api/images/${blobId}.jpg`, headers: bearer(admin) });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/jpeg');
        expect(res.headers['x-photo-damaged']).toBe('1');
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height: 480 });
      }
    });

    it.each(cases)('GET /api/generatePdf prints "foto dañada" for $name', async ({ make }) => {
      const { id } = await damagedComplaint(make);
      const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const file = path.join(os.tmpdir(), `damaged_${id}_${process.pid}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      fs.rmSync(file);
      expect(text).toContain('foto dañada');
      expect(text).toContain('3333DAN');
    });
  });
});
