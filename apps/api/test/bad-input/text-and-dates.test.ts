import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser } from '../support/session.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { inspectionBody, postInspection } from '../support/inspections.ts';
import { MSG } from '@reclamos/shared-types/messages';

const NUL = 'Ana\u0000Quispe';
const ESC = 'Ana\u001b[31mQuispe';

describe.each(engines())('no 500 from text (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let inspector: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'INSPECTOR');
    inspector = (await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: user.name, password: user.password } })).json<{
      token: string;
    }>().token;
  });
  afterAll(async () => t.close());

  const count = async (table: string) => Number((await t.app.db(table).count({ n: '*' }).first())?.n ?? 0);

  async function formulario(fields: Record<string, string>) {
    const body = await multipartBody(
      { cedula: '7000002', placa: '4444CCC', delito_id: '1', ...fields },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/formulario',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': randomUUID() },
    });
  }

  describe('control characters', () => {
    it.each([
      ['NUL', NUL],
      ['ESC', ESC],
    ])('POST /api/formulario refuses a %s in a field with 400, writing nothing', async (_, value) => {
      const before = await count('reclamos');
      const personas = await count('personas');
      for (const field of ['nombre', 'direccion', 'descripcion']) {
        const res = await formulario({ [field]: value });
        expect(res.statusCode, field).toBe(400);
        expect(res.json()).toEqual({ message: MSG.validation.controlCharacters });
      }
      expect(await count('reclamos')).toBe(before);
      expect(await count('personas')).toBe(personas);
    });

    it('POST /api/login refuses a NUL in the account or the password with 400', async () => {
      for (const payload of [
        { name: 'ad\u0000min', password: 'x' },
        { name: 'admin', password: 'cl\u0000ave' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', payload });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: MSG.validation.controlCharacters });
      }
    });

    it('POST /api/user refuses a NUL in the name with 400, creating nobody', async () => {
      const before = await count('users');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: bearer(admin),
        payload: { nombre: NUL, rol: 'USUARIO', email: 'nul@atm.gob.bo', name: 'nulo', password: 'clave-segura-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.validation.controlCharacters });
      expect(await count('users')).toBe(before);
    });

    it('POST /api/inspection refuses a NUL in observacion and in the owner name with 400', async () => {
      const before = await count('inspecciones');
      for (const body of [inspectionBody({ observacion: NUL }), inspectionBody({ propietario: { cedula: '1234567', nombre: NUL } })]) {
        const res = await postInspection(t.app, inspector, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toContain(MSG.validation.controlCharacters);
      }
      expect(await count('inspecciones')).toBe(before);
    });

    it('keeps line breaks and tabs in a description', async () => {
      expect((await formulario({ descripcion: 'Línea uno\r\nLínea dos\tcon tab' })).statusCode).toBe(201);
    });
  });

  describe('lengths after case folding', () => {
    it('refuses an account name of 50 × İ (100 characters once folded) with 400, not 500', async () => {
      const before = await count('users');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: bearer(admin),
        payload: { nombre: 'Persona', rol: 'USUARIO', email: 'i@atm.gob.bo', name: 'İ'.repeat(50), password: 'clave-segura-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.validation.tooLong });
      expect(await count('users')).toBe(before);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { name: 'İ'.repeat(50), password: 'clave-segura-1' },
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses a nombre that grows past 120 characters when upper-cased (ß → SS)', async () => {
      const res = await formulario({ nombre: 'ß'.repeat(100) });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('bounded years', () => {
    it('POST /api/reportFecha answers 400 for 9999-12-31', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reportFecha',
        headers: bearer(admin),
        payload: { ini: '9999-12-31', fin: '9999-12-31' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/\S/);
    });

    it('GET /api/listInsp/9999-12-31 answers 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/listInsp/9999-12-31', headers: bearer(admin) });
      expect(res.statusCode).toBe(400);
    });

    it('POST /api/formulario answers 400 for a device time in the year 9999', async () => {
      expect((await formulario({ fecha: '9999-12-31T23:59:59Z' })).statusCode).toBe(400);
    });
  });

  describe('truncated multipart', () => {
    it('answers 400 in Spanish for a body cut before its closing boundary', async () => {
      const before = await count('reclamos');
      const body = await multipartBody(
        { cedula: '7000003', delito_id: '1' },
        { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
      );
      const cut = body.payload.subarray(0, body.payload.length - 200);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        payload: cut,
        headers: { ...body.headers, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.http.truncatedUpload });
      expect(await count('reclamos')).toBe(before);
    });

    it.each([
      ['no boundary', 'multipart/form-data'],
      ['an empty boundary', 'multipart/form-data; boundary='],
      ['a boundary over the 70 characters multipart allows', `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ])('answers 400 in Spanish for a multipart header with %s, and stores nothing', async (_case, contentType) => {
      const before = await count('reclamos');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="cedula"\r\n\r\n7000004\r\n--x--\r\n'),
        headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.http.badMultipart });
      expect(await count('reclamos')).toBe(before);
    });
  });
});
