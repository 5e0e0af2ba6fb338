import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { ComplaintList, type Complaint } from '@reclamos/shared-types/complaints/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { pngWithText, webpWithExif } from '../support/photos.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.each(engines())('complaint reports on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const report = (ini: string, fin: string) =>
    t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload: { ini, fin } });

  describe('POST /api/reportFecha', () => {
    it('lists the complaints of Bolivian days, inclusive, with the infraction text', async () => {
      // 23:30 in Oruro on 3 March is 03:30 UTC on 4 March.
      const late = await submitComplaint(t.app, { placa: '3030LAT' });
      await t.app
        .db('reclamos')
        .where({ id: late.id })
        .update({ fecha: Date.parse('2026-03-04T03:30:00Z') });
      const early = await submitComplaint(t.app, { placa: '0400EAR' });
      await t.app
        .db('reclamos')
        .where({ id: early.id })
        .update({ fecha: Date.parse('2026-03-04T04:00:00Z') });

      const march3 = (await report('2026-03-03', '2026-03-03')).json<Complaint[]>();
      expect(march3.map((c) => c.placa)).toEqual(['3030LAT']);
      expect(march3[0]).toMatchObject({
        delito_id: 1,
        delito: 'Cobro indebido de pasaje',
        nombre: 'PEDRO MAMANI',
        imagen: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/),
      });
      expect((await report('2026-03-04', '2026-03-04')).json<Complaint[]>().map((c) => c.placa)).toEqual(['0400EAR']);
      expect((await report('2026-03-03', '2026-03-04')).json<Complaint[]>().map((c) => c.placa)).toEqual(['0400EAR', '3030LAT']);
      expect((await report('2026-03-05', '2026-03-31')).json()).toEqual([]);
    });

    it('writes every field exactly: ISO dates to the millisecond, photo names by type, escaped text, coordinates', async () => {
      const text = 'Dijo "bájese" \\ y se fue;\nluego volvió ñ ✓';
      const jpeg = await submitComplaint(t.app, { placa: '7001JSN', descripcion: text, lat: '-17.968851', lng: '-67.112892123' });
      const png = await submitComplaint(t.app, { placa: '7002JSN' }, { name: 'a.png', type: 'image/png', bytes: await pngWithText() });
      const webp = await submitComplaint(t.app, { placa: '7003JSN' }, { name: 'a.webp', type: 'image/webp', bytes: await webpWithExif() });
      // Same instant for the last two: the newer id comes first.
      const fechas = [
        Date.parse('2026-04-07T10:20:30.005Z'),
        Date.parse('2026-04-07T11:00:00.120Z'),
        Date.parse('2026-04-07T11:00:00.120Z'),
      ];
      const ids = [jpeg.id, png.id, webp.id];
      for (const [index, id] of ids.entries()) await t.app.db('reclamos').where({ id }).update({ fecha: fechas[index] });

      const res = await report('2026-04-07', '2026-04-07');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const list = res.json<Complaint[]>();
      expect(Value.Check(ComplaintList, list)).toBe(true);
      const stored = await t.app.db('reclamos').whereIn('id', ids);
      const expected = [webp, png, jpeg].map(({ id }) => {
        const row = stored.find((r: { id: number }) => r.id === id);
        return {
          id,
          uuid: row.uuid,
          fecha: new Date(Number(row.fecha)).toISOString(),
          cedula: '7654321',
          nombre: 'PEDRO MAMANI',
          telefono: '76543210',
          imagen: `${row.blob_id}.${{ [webp.id]: 'webp', [png.id]: 'png', [jpeg.id]: 'jpg' }[id]}`,
          placa: row.placa,
          direccion: 'Plaza 10 de Febrero',
          // As stored (multipart turns the line break into CRLF): quotes, backslash and line break survive JSON.
          descripcion: row.descripcion,
          delito_id: 1,
          delito: 'Cobro indebido de pasaje',
          lat: id === jpeg.id ? -17.968851 : null,
          lng: id === jpeg.id ? -67.112892123 : null,
          // The receipt code and the workflow (April's complaints are long overdue).
          codigo: row.codigo,
          estado: 'RECIBIDO',
          asignado: null,
          vencido: true,
          // Open, but not unchanged for the whole retention period (730 days).
          estancado: false,
          motivo: null,
          // Nobody has reviewed the black boxes over its photo yet.
          fotoRevisada: false,
        };
      });
      expect(list).toEqual(expected);
      expect(list[2]?.descripcion.replace(/\r\n/g, '\n')).toBe(text);
      expect(list.map((c) => c.fecha)).toEqual(['2026-04-07T11:00:00.120Z', '2026-04-07T11:00:00.120Z', '2026-04-07T10:20:30.005Z']);
    });

    it.each([
      ['a reversed range', '2026-03-05', '2026-03-01', COMPLAINTS_MSG.server.rangeReversed],
      ['a range over 366 days', '2024-01-01', '2026-01-01', COMPLAINTS_MSG.server.rangeTooLong],
      ['an impossible date', '2026-02-30', '2026-03-01', MSG.validation.invalidBody],
      ['a date in another format', '05/03/2026', '2026-03-06', MSG.validation.invalidBody],
    ])('refuses %s with 400', async (_name, ini, fin, message) => {
      const res = await report(ini, fin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });

  describe('GET /api/generatePdf/:id', () => {
    it('answers an A4 PDF named report_{id}.pdf with every field and the photo', async () => {
      const complaint = await submitComplaint(t.app, { placa: '5555PDF', descripcion: 'Descripción con ñ y tildes' });
      await t.app
        .db('reclamos')
        .where({ id: complaint.id })
        .update({ fecha: Date.parse('2026-05-10T18:05:00Z') });
      const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${complaint.id}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="report_${complaint.id}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      if (!hasPdftotext) return;
      const file = path.join(os.tmpdir(), `report_${complaint.id}_${process.pid}.pdf`);
      fs.writeFileSync(file, res.rawPayload);
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      const images = execFileSync('pdfimages', ['-list', file]).toString();
      fs.rmSync(file);
      for (const expected of [
        '5555PDF',
        'PEDRO MAMANI',
        '7654321',
        '76543210',
        'Plaza 10 de Febrero',
        'Descripción con ñ y tildes',
        'Cobro indebido de pasaje',
        '10/05/2026, 14:05',
        complaint.codigo,
        'RECIBIDO',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(images.trim().split('\n').length).toBeGreaterThanOrEqual(3);
    });

    it('answers 404 for an unknown complaint', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/generatePdf/999999', headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: COMPLAINTS_MSG.server.notFound });
    });
  });

  describe('GET /api/images/:file', () => {
    it('serves the rewritten photo, never the original bytes, with nosniff; the sealed original stays as it arrived', async () => {
      const complaint = await submitComplaint(t.app);
      const [listed] = (await report('2000-01-01', '2000-01-01')).json<Complaint[]>();
      expect(listed).toBeUndefined();
      const row = await t.app.db('reclamos').where({ id: complaint.id }).first();
      const arrived = await t.app.db('blobs').where({ id: row.blob_id }).first();
      expect(Boolean(arrived.rewritten)).toBe(false);
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${row.blob_id}.jpg`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const stored = await t.app.db('blobs').where({ id: row.blob_id }).first();
      expect(Boolean(stored.rewritten)).toBe(true);
      // Both copies are files of the photo store, each named by its own SHA-256.
      const view = await t.app.photoFiles.get(stored.view_sha256 as string);
      const original = await t.app.photoFiles.get(stored.sha256 as string);
      expect(res.rawPayload.equals(view ?? Buffer.alloc(0))).toBe(true);
      expect(res.rawPayload.equals(original ?? Buffer.alloc(0))).toBe(false);
      expect(stored.sha256).toBe(arrived.sha256);
      expect(stored.sha256).toBe(row.foto_sha256);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    });

    it.each(['..%2F..%2Fetc%2Fpasswd', '..%2Fdata%2Freclamos.sqlite', 'abc.jpg', `${'a'.repeat(32)}.svg`])(
      'refuses the name %s with 400',
      async (file) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/images/${file}`, headers: bearer(admin) });
        expect(res.statusCode).toBe(400);
      },
    );

    it('answers 404 for an unknown photo', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(32)}.jpg`, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
    });
  });
});
