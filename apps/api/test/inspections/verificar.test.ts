import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { clockPast } from '../support/clock.ts';
import { registerInspection } from '../support/inspections.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { sheetDigest } from '@reclamos/shared-types/inspections/sheet-digest';

describe.each(engines())('GET /api/verificar/:uuid on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const admin = await adminToken(t.app);
    const inspector = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Carla Vargas' });
    token = (await login(t.app, inspector.name, inspector.password)).token;
  });
  afterAll(async () => t.close());

  it('answers anyone, without a session, only placa, fecha, calificacion, the inspector and the last change', async () => {
    const created = await registerInspection(t.app, token, { calificacion: 'CUMPLE', vehicle: { placa: '1212abc' } });
    const res = await t.app.inject({ method: 'GET', url: `/api/verificar/${created.uuid}` });
    expect(res.statusCode).toBe(200);
    const row = await t.app.db('inspecciones').where({ id: created.id }).first();
    expect(res.json()).toEqual({
      placa: '1212ABC',
      fecha: created.fecha,
      calificacion: 'CUMPLE',
      inspector: { nombre: 'Carla Vargas' },
      updated_at: new Date(Number(row.updated_at)).toISOString(),
      huella: await sheetDigest((await t.app.inspections.findById(created.id))!),
    });
  });

  it('shows when the inspection was last modified', async () => {
    const created = await registerInspection(t.app, token);
    await clockPast(Date.parse(created.fecha));
    await t.app.inject({
      method: 'POST',
      url: '/api/actualizar',
      headers: bearer(token),
      payload: { id: created.id, observacion: 'corregida' },
    });
    const answer = (await t.app.inject({ method: 'GET', url: `/api/verificar/${created.uuid.toUpperCase()}` })).json<{
      updated_at: string;
      fecha: string;
    }>();
    expect(Date.parse(answer.updated_at)).toBeGreaterThan(Date.parse(answer.fecha));
  });

  it('answers 404 with a Spanish message for a forged uuid', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/verificar/2b1f0a36-8c1e-4d5f-9a7b-3c2d1e0f9a8b' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: INSPECTIONS_MSG.api.notRegistered, code: 'not_registered' });
  });

  it.each(['123', 'not-a-uuid', `${'a'.repeat(8)}-${'b'.repeat(4)}-${'c'.repeat(4)}-${'d'.repeat(4)}-${'e'.repeat(13)}`, "1' OR '1'='1"])(
    'refuses the malformed uuid %s with 400',
    async (uuid) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/verificar/${encodeURIComponent(uuid)}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INSPECTIONS_MSG.api.invalidUuid });
    },
  );
});
