import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetDigest } from '@reclamos/shared-types/inspections/sheet-digest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { clockPast } from '../support/clock.ts';
import { registerInspection } from '../support/inspections.ts';
import { hasPoppler, pdfSignatures, pdfText, squash, withOneByteChanged } from '../support/pdf-inspect.ts';
import { SELF_SIGNED_FILE } from '../../src/platform/documents/signing-certificate.ts';

describe.each(engines())('documents the server signs, on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let inspector: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Carla Vargas' });
    inspector = (await login(t.app, user.name, user.password)).token;
  });
  afterAll(async () => t.close());

  it('creates a self-signed certificate on first start, readable by its owner only', () => {
    const file = path.join(t.config.dataDir, SELF_SIGNED_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(t.app.pdfSigner.selfSigned).toBe(true);
  });

  describe.skipIf(!hasPoppler)('GET /api/generatePdf/:id', () => {
    it('is signed: pdfsig finds the signature valid, and invalid once one byte changes; it says the certificate is self-signed', async () => {
      const { id } = await submitComplaint(t.app);
      const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      const signed = pdfSignatures(res.rawPayload);
      expect(signed.valid, signed.report).toBe(true);
      expect(signed.report).toContain('ETSI.CAdES.detached');
      expect(signed.report).toContain('Total document signed');
      expect(pdfSignatures(withOneByteChanged(res.rawPayload)).valid).toBe(false);
      expect(squash(pdfText(res.rawPayload).join(''))).toContain(
        squash('certificado autofirmado, no emitido por una entidad certificadora'),
      );
    });
  });

  describe('GET /api/verificar/:uuid', () => {
    it("answers the record's digest, which changes when the inspection is corrected", async () => {
      const created = await registerInspection(t.app, inspector);
      const before = (await t.app.inject({ method: 'GET', url: `/api/verificar/${created.uuid}` })).json<{ huella: string }>();
      expect(before.huella).toBe(await sheetDigest((await t.app.inspections.findById(created.id))!));
      await clockPast(Date.parse(created.fecha));
      const edit = await t.app.inject({
        method: 'POST',
        url: '/api/actualizar',
        headers: bearer(inspector),
        payload: { id: created.id, observacion: 'corregida' },
      });
      expect(edit.statusCode).toBe(200);
      const after = (await t.app.inject({ method: 'GET', url: `/api/verificar/${created.uuid}` })).json<{ huella: string }>();
      expect(after.huella).toMatch(/^[0-9a-f]{64}$/);
      expect(after.huella).not.toBe(before.huella);
    });
  });

  describe('GET /api/verificar/:uuid/pdf', () => {
    it.skipIf(!hasPoppler)('is the control sheet signed by the server, for anyone, with its digest printed', async () => {
      const created = await registerInspection(t.app, inspector, { vehicle: { placa: '3434XYZ' } });
      const res = await t.app.inject({ method: 'GET', url: `/api/verificar/${created.uuid}/pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ficha_3434XYZ_\d{4}-\d{2}-\d{2}\.pdf"$/);
      const signed = pdfSignatures(res.rawPayload);
      expect(signed.valid, signed.report).toBe(true);
      expect(pdfSignatures(withOneByteChanged(res.rawPayload)).valid).toBe(false);
      const text = squash(pdfText(res.rawPayload).join(''));
      expect(text).toContain(squash(`Huella SHA-256 del registro: ${await sheetDigest((await t.app.inspections.findById(created.id))!)}`));
      expect(text).toContain('3434XYZ');
      expect(text).toContain(squash('certificado autofirmado'));
    });

    it('answers an unknown sheet with a Spanish 404 and a malformed code with a Spanish 400', async () => {
      const unknown = await t.app.inject({ method: 'GET', url: '/api/verificar/00000000-0000-4000-8000-000000000000/pdf' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ message: 'No hay ninguna inspección registrada con este código.' });
      const bad = await t.app.inject({ method: 'GET', url: '/api/verificar/no-es-un-codigo/pdf' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: expect.stringMatching(/código|válid/i) });
    });
  });
});
