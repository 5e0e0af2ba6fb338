import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST_ITEMS } from '@reclamos/shared-types/inspections/values';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { dayOfFecha } from '../support/days.ts';
import { inspectionBody, postInspection } from '../support/inspections.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = INSPECTIONS_MSG.api;

describe.each(engines())('POST /api/inspection on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let inspectorId: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const admin = await adminToken(t.app);
    const inspector = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Rosa Flores' });
    inspectorId = inspector.id;
    token = (await login(t.app, inspector.name, inspector.password)).token;
  });
  afterAll(async () => t.close());

  const count = async (table: string) => Number(((await t.app.db(table).count({ n: '*' }).first()) as { n: number | string }).n);

  it("registers the inspection with its snapshot, owner, vehicle and new suggestions: 201 'Creado correctamente'", async () => {
    const key = randomUUID();
    const body = inspectionBody({
      propietario: { cedula: '12345-1b', nombre: ' juan  choque ', categoria: 'B', seguro: 'FOCAT' },
      vehicle: { placa: '2345xyz', tipo: 'minibús', marca: 'golden dragon', modelo: 'xml6', linea: 'línea 55' },
      lat: -17.97,
      lng: -67.11,
    });
    const res = await postInspection(t.app, token, body, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: 'Creado correctamente', id: expect.any(Number), uuid: key, fecha: body.fecha });
    const row = await t.app.db('inspecciones').where({ uuid: key }).first();
    expect(row).toMatchObject({
      cedula: '12345-1B',
      nombre: 'JUAN CHOQUE',
      categoria: 'B',
      seguro: 'FOCAT',
      placa: '2345XYZ',
      tipo: 'MINIBÚS',
      marca: 'GOLDEN DRAGON',
      modelo: 'XML6',
      linea: 'LÍNEA 55',
      inspector_id: inspectorId,
      inspector_nombre: 'Rosa Flores',
      ventilacion: 'MALO',
      triangulo: 'NO TIENE',
      calificacion: 'NO CUMPLE',
      lat: -17.97,
      lng: -67.11,
    });
    expect(Number(row.fecha)).toBe(Date.parse(body.fecha ?? ''));
    expect(row.content_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.app.db('propietarios').where({ cedula: '12345-1B' }).first()).toMatchObject({
      nombre: 'JUAN CHOQUE',
      categoria: 'B',
      seguro: 'FOCAT',
    });
    expect(await t.app.db('vehiculos').where({ placa: '2345XYZ' }).first()).toMatchObject({
      tipo: 'MINIBÚS',
      marca: 'GOLDEN DRAGON',
      modelo: 'XML6',
      linea: 'LÍNEA 55',
    });
    expect(await t.app.db('marcas').where({ marca: 'GOLDEN DRAGON' }).first()).toBeDefined();
    expect(await t.app.db('modelos').where({ modelo: 'XML6' }).first()).toBeDefined();
    expect(await t.app.db('lineas').where({ linea: 'LÍNEA 55' }).first()).toBeDefined();
    expect(await count('tipos_vehiculo')).toBe(9);
  });

  it('takes the inspector from the session, never from the body', async () => {
    const key = randomUUID();
    const res = await postInspection(t.app, token, { ...inspectionBody(), inspector: { id: 1, nombre: 'Otro' }, inspector_id: 1 }, key);
    expect(res.statusCode).toBe(201);
    expect(await t.app.db('inspecciones').where({ uuid: key }).first()).toMatchObject({
      inspector_id: inspectorId,
      inspector_nombre: 'Rosa Flores',
    });
  });

  it("answers another user's replay of a key with 409, neither the original answer nor a new row", async () => {
    const key = randomUUID();
    const body = inspectionBody();
    expect((await postInspection(t.app, token, body, key)).statusCode).toBe(201);
    const admin = await adminToken(t.app);
    const other = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Otro Inspector' });
    const otherToken = (await login(t.app, other.name, other.password)).token;
    const before = await count('inspecciones');
    const replay = await postInspection(t.app, otherToken, body, key);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ message: INSPECTIONS_MSG.api.idempotencyKeyTaken });
    expect(await count('inspecciones')).toBe(before);
  });

  describe('the clock rule: device time unless clearly off', () => {
    it('keeps the device time of an inspection made yesterday offline', async () => {
      const yesterday = new Date(Date.now() - 26 * 3600_000).toISOString();
      const res = await postInspection(t.app, token, inspectionBody({ fecha: yesterday }));
      expect(res.json<{ fecha: string }>().fecha).toBe(yesterday);
    });

    it('accepts a date-only fecha as that Bolivian day: today at the receipt time, an earlier day at its noon in La Paz', async () => {
      const laPazDay = (instant: number) => dayOfFecha(instant, t.config.timeZone);
      // Posted again if Bolivian midnight passed during the call: the day sent was then yesterday.
      let before: number, after: number, today: Awaited<ReturnType<typeof postInspection>>;
      do {
        before = Date.now();
        today = await postInspection(t.app, token, inspectionBody({ fecha: laPazDay(before) }));
        after = Date.now();
      } while (laPazDay(after) !== laPazDay(before));
      expect(today.statusCode, today.body).toBe(201);
      const stored = Date.parse(today.json<{ fecha: string }>().fecha);
      expect(stored).toBeGreaterThanOrEqual(before);
      expect(stored).toBeLessThanOrEqual(after);

      const day = laPazDay(Date.now() - 3 * 24 * 3600_000);
      const earlier = await postInspection(t.app, token, inspectionBody({ fecha: day }));
      expect(earlier.statusCode, earlier.body).toBe(201);
      // 12:00 in La Paz (UTC−4) is 16:00 UTC of the same day.
      expect(earlier.json<{ fecha: string }>().fecha).toBe(`${day}T16:00:00.000Z`);
    });

    it('uses the receipt time when the device clock is more than 5 minutes ahead or 30 days back', async () => {
      for (const fecha of [new Date(Date.now() + 10 * 60_000).toISOString(), new Date(Date.now() - 40 * 24 * 3600_000).toISOString()]) {
        const before = Date.now();
        const res = await postInspection(t.app, token, inspectionBody({ fecha }));
        const stored = Date.parse(res.json<{ fecha: string }>().fecha);
        expect(stored).toBeGreaterThanOrEqual(before);
        expect(stored).toBeLessThanOrEqual(Date.now());
      }
    });
  });

  describe('the registry', () => {
    it('updates a known owner and vehicle, but a blank nombre or marca never erases a known one', async () => {
      const base = inspectionBody();
      await postInspection(t.app, token, base);
      await postInspection(t.app, token, {
        ...base,
        fecha: new Date().toISOString(),
        propietario: { cedula: base.propietario.cedula, nombre: '', seguro: 'FOCAT' },
        vehicle: { placa: base.vehicle.placa, tipo: 'MICRO', marca: '' },
      });
      expect(await t.app.db('propietarios').where({ cedula: base.propietario.cedula }).first()).toMatchObject({
        nombre: 'JUAN CHOQUE',
        seguro: 'FOCAT',
        categoria: 'B',
      });
      expect(await t.app.db('vehiculos').where({ placa: base.vehicle.placa }).first()).toMatchObject({ tipo: 'MICRO', marca: 'TOYOTA' });
    });

    it('keeps newer data when an older inspection arrives late', async () => {
      const base = inspectionBody();
      await postInspection(t.app, token, { ...base, fecha: new Date().toISOString() });
      await postInspection(t.app, token, {
        ...base,
        fecha: new Date(Date.now() - 3 * 3600_000).toISOString(),
        propietario: { ...base.propietario, nombre: 'nombre viejo' },
        vehicle: { ...base.vehicle, linea: 'LÍNEA 1' },
      });
      expect(await t.app.db('propietarios').where({ cedula: base.propietario.cedula }).first()).toMatchObject({ nombre: 'JUAN CHOQUE' });
      expect(await t.app.db('vehiculos').where({ placa: base.vehicle.placa }).first()).toMatchObject({ linea: 'LÍNEA 5' });
    });

    it('fills the inspection side of a vehicle the complaint side already knows, keeping its driver', async () => {
      await t.app.db('vehiculos').insert({ placa: '777XYZ', tipo: 'TRUFI', linea: 'TRUFI 5', numero: '12', chofer: 'ANA', updated_at: 1 });
      await postInspection(t.app, token, inspectionBody({ vehicle: { placa: '777xyz', tipo: 'TRUFI', marca: 'NISSAN' } }));
      expect(await t.app.db('vehiculos').where({ placa: '777XYZ' }).first()).toMatchObject({
        marca: 'NISSAN',
        linea: 'TRUFI 5',
        numero: '12',
        chofer: 'ANA',
      });
    });
  });

  describe('schema enforcement', () => {
    const expectRefused = async (body: unknown, message: string) => {
      const before = await count('inspecciones');
      const res = await postInspection(t.app, token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message });
      expect(await count('inspecciones')).toBe(before);
    };

    it.each([...CHECKLIST_ITEMS, 'calificacion'] as const)(
      "answers 'Faltan datos por completar' when %s is missing or empty",
      async (item) => {
        const { [item]: _omitted, ...rest } = inspectionBody();
        await expectRefused(rest, 'Faltan datos por completar');
        await expectRefused({ ...inspectionBody(), [item]: '' }, 'Faltan datos por completar');
        await expectRefused({ ...inspectionBody(), [item]: null }, 'Faltan datos por completar');
      },
    );

    it.each(CHECKLIST_ITEMS)('accepts only BUENO, MALO and NO TIENE for %s', async (item) => {
      for (const value of ['BUENO', 'MALO', 'NO TIENE'])
        expect((await postInspection(t.app, token, { ...inspectionBody(), [item]: value })).statusCode).toBe(201);
      for (const value of ['bueno', 'REGULAR', 'NO_TIENE', 1, true])
        await expectRefused({ ...inspectionBody(), [item]: value }, API.invalidField(item));
    });

    it('accepts only CUMPLE and NO CUMPLE for calificacion', async () => {
      for (const value of ['CUMPLE', 'NO CUMPLE'])
        expect((await postInspection(t.app, token, inspectionBody({ calificacion: value as 'CUMPLE' }))).statusCode).toBe(201);
      for (const value of ['cumple', 'NO_CUMPLE', 'APROBADO'])
        await expectRefused({ ...inspectionBody(), calificacion: value }, API.invalidField('calificacion'));
    });

    it("accepts only SOAT and FOCAT for seguro (default SOAT) and '', A, B, C for categoria (default '')", async () => {
      for (const seguro of ['SOAT', 'FOCAT'] as const) {
        const body = inspectionBody();
        expect((await postInspection(t.app, token, { ...body, propietario: { ...body.propietario, seguro } })).statusCode).toBe(201);
      }
      for (const categoria of ['', 'A', 'B', 'C'] as const) {
        const body = inspectionBody();
        expect((await postInspection(t.app, token, { ...body, propietario: { ...body.propietario, categoria } })).statusCode).toBe(201);
      }
      const body = inspectionBody();
      const key = randomUUID();
      await postInspection(t.app, token, { ...body, propietario: { cedula: body.propietario.cedula } }, key);
      expect(await t.app.db('inspecciones').where({ uuid: key }).first()).toMatchObject({ seguro: 'SOAT', categoria: '' });
      for (const seguro of ['soat', 'SEGURO', ''])
        await expectRefused({ ...body, propietario: { ...body.propietario, seguro } }, API.invalidField('seguro'));
      for (const categoria of ['D', 'a', ' '])
        await expectRefused({ ...body, propietario: { ...body.propietario, categoria } }, API.invalidField('categoria'));
    });

    it('requires the owner cedula and the vehicle placa in their formats', async () => {
      const body = inspectionBody();
      await expectRefused({ ...body, propietario: undefined }, API.cedulaRequired);
      await expectRefused({ ...body, propietario: { ...body.propietario, cedula: '' } }, API.cedulaRequired);
      await expectRefused({ ...body, propietario: { ...body.propietario, cedula: 'ABC-12' } }, API.invalidCedula);
      await expectRefused({ ...body, vehicle: { tipo: 'MICRO' } }, API.placaRequired);
      await expectRefused({ ...body, vehicle: { ...body.vehicle, placa: '12 34' } }, API.invalidPlaca);
      await expectRefused({ ...body, vehicle: { ...body.vehicle, placa: '12345678901' } }, API.invalidPlaca);
    });

    it('refuses wrong types and over-long texts with a message naming the datum', async () => {
      const body = inspectionBody();
      await expectRefused({ ...body, fecha: 'ayer' }, API.invalidField('fecha'));
      await expectRefused({ ...body, lat: 91 }, API.invalidField('lat'));
      await expectRefused({ ...body, lng: '-67' }, API.invalidField('lng'));
      await expectRefused({ ...body, observacion: 'x'.repeat(1001) }, `${API.invalidField('observacion')} ${MSG.validation.tooLong}`);
      await expectRefused(
        { ...body, vehicle: { ...body.vehicle, marca: 'x'.repeat(61) } },
        `${API.invalidField('marca')} ${MSG.validation.tooLong}`,
      );
      await expectRefused({ ...body, propietario: { ...body.propietario, nombre: 5 } }, API.invalidField('nombre'));
      // Within the limit as typed, over it once upper-cased ('ß' → 'SS'): refused, never a 500.
      await expectRefused(
        { ...body, propietario: { ...body.propietario, nombre: 'ß'.repeat(100) } },
        `${API.invalidField('nombre')} ${MSG.validation.tooLong}`,
      );
      await expectRefused(
        { ...body, vehicle: { ...body.vehicle, linea: 'ß'.repeat(40) } },
        `${API.invalidField('linea')} ${MSG.validation.tooLong}`,
      );
    });

    it('refuses a body that is not an object, malformed JSON and another content type, with no row', async () => {
      await expectRefused([], MSG.validation.invalidBody);
      const before = await count('inspecciones');
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/inspection',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"ventanas":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: MSG.validation.invalidJson });
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/inspection',
        headers: { ...bearer(token), 'content-type': 'text/plain' },
        payload: 'hola',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toEqual({ message: MSG.validation.invalidBody });
      expect(await count('inspecciones')).toBe(before);
    });
  });
});
