import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { clockPast } from '../support/clock.ts';
import { registerInspection } from '../support/inspections.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = INSPECTIONS_MSG.api;

function actualizar(app: FastifyInstance, token: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/api/actualizar', headers: bearer(token), payload: body as object });
}

describe.each(engines())('POST /api/actualizar on %s', (engine) => {
  let t: TestApp;
  let mine: string;
  let other: string;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const a = await createUser(t.app, admin, 'INSPECTOR');
    const b = await createUser(t.app, admin, 'INSPECTOR');
    mine = (await login(t.app, a.name, a.password)).token;
    other = (await login(t.app, b.name, b.password)).token;
  });
  afterAll(async () => t.close());

  const rowOf = (id: number) => t.app.db('inspecciones').where({ id }).first();

  it("changes owner nombre, observacion and radicatoria of one's own inspection, by id: 'Modificado correctamente'", async () => {
    const created = await registerInspection(t.app, mine);
    const before = await rowOf(created.id);
    await clockPast(Number(before.updated_at));
    const res = await actualizar(t.app, mine, {
      id: created.id,
      propietario: { nombre: 'juan carlos choque' },
      observacion: ' Trae triángulo ',
      radicatoria: 'La Paz',
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<{ message: string; inspection: Inspection }>();
    expect(answer.message).toBe('Modificado correctamente');
    expect(answer.inspection).toMatchObject({
      id: created.id,
      uuid: created.uuid,
      observacion: 'Trae triángulo',
      radicatoria: 'La Paz',
      propietario: { nombre: 'JUAN CARLOS CHOQUE' },
    });
    const after = await rowOf(created.id);
    expect(Number(after.updated_at)).toBeGreaterThan(Number(before.updated_at));
    expect(await t.app.db('propietarios').where({ cedula: before.cedula }).first()).toMatchObject({ nombre: 'JUAN CARLOS CHOQUE' });
  });

  it('names the inspection by uuid (in any case), as a queued edit does', async () => {
    const created = await registerInspection(t.app, mine);
    const res = await actualizar(t.app, mine, { uuid: created.uuid.toUpperCase(), observacion: 'por uuid' });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(created.id)).toMatchObject({ observacion: 'por uuid' });
  });

  it('ignores every other field of the edited inspection the client sends along', async () => {
    const created = await registerInspection(t.app, mine);
    const before = await rowOf(created.id);
    const res = await actualizar(t.app, mine, {
      id: created.id,
      fecha: '2020-01-01T00:00:00.000Z',
      ventanas: 'MALO',
      calificacion: 'CUMPLE',
      inspector: { id: 1, nombre: 'Otro' },
      inspector_id: 1,
      uuid: created.uuid,
      propietario: { cedula: '999', nombre: 'NUEVO', categoria: 'C', seguro: 'FOCAT' },
      vehicle: { placa: '9999ZZZ', tipo: 'BUS', marca: 'HINO' },
      observacion: 'solo esto',
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rowOf(created.id);
    expect(after).toEqual({ ...before, nombre: 'NUEVO', observacion: 'solo esto', updated_at: after.updated_at });
    expect(await t.app.db('vehiculos').where({ placa: '9999ZZZ' }).first()).toBeUndefined();
    expect(await t.app.db('propietarios').where({ cedula: before.cedula }).first()).toMatchObject({ categoria: 'B', seguro: 'SOAT' });
  });

  it('leaves fields that are not sent as they were', async () => {
    const created = await registerInspection(t.app, mine);
    const before = await rowOf(created.id);
    expect((await actualizar(t.app, mine, { id: created.id, radicatoria: 'Sucre' })).statusCode).toBe(200);
    expect(await rowOf(created.id)).toMatchObject({ nombre: before.nombre, observacion: before.observacion, radicatoria: 'Sucre' });
  });

  it('refuses another inspector with 403, whatever the role, and changes nothing', async () => {
    const created = await registerInspection(t.app, mine);
    const before = await rowOf(created.id);
    for (const token of [other, admin]) {
      const res = await actualizar(t.app, token, { id: created.id, observacion: 'no' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: API.notOwnInspection });
    }
    expect(await rowOf(created.id)).toEqual(before);
  });

  it('answers 404 for an unknown id or uuid, or an id and uuid of two different inspections', async () => {
    const a = await registerInspection(t.app, mine);
    const b = await registerInspection(t.app, mine);
    for (const body of [{ id: 999999 }, { uuid: '00000000-0000-4000-8000-000000000000' }, { id: a.id, uuid: b.uuid }]) {
      const res = await actualizar(t.app, mine, { ...body, observacion: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: API.notFound });
    }
  });

  it('refuses bad input with 400 and a Spanish message', async () => {
    const created = await registerInspection(t.app, mine);
    const cases: [unknown, string][] = [
      [{ observacion: 'sin id' }, API.idOrUuidRequired],
      [{ id: 'abc' }, API.invalidField('id')],
      [{ id: 0 }, API.invalidField('id')],
      [{ uuid: 'no-es-uuid' }, API.invalidField('uuid')],
      [{ id: created.id, observacion: 'x'.repeat(1001) }, `${API.invalidField('observacion')} ${MSG.validation.tooLong}`],
      [{ id: created.id, radicatoria: 5 }, API.invalidField('radicatoria')],
      [{ id: created.id, propietario: { nombre: 'x'.repeat(121) } }, `${API.invalidField('nombre')} ${MSG.validation.tooLong}`],
      [{ id: created.id, propietario: 'JUAN' }, API.invalidField('propietario')],
      [{ id: created.id, propietario: { nombre: 'ß'.repeat(100) } }, `${API.invalidField('nombre')} ${MSG.validation.tooLong}`],
      [[], MSG.validation.invalidBody],
    ];
    for (const [body, message] of cases) {
      const res = await actualizar(t.app, mine, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });
});
