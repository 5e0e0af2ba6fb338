import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SosAlert, SosBody } from '@reclamos/shared-types/sos/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { connect, eventually, listen, type Connected } from '../positions/support.ts';

const BODY: SosBody = {
  lat: -17.9701,
  lng: -67.1126,
  accuracy: 12,
  posicion_at: '2026-11-27T15:59:30.000Z',
  pulsada_at: '2026-11-27T16:00:00.000Z',
  silenciosa: false,
};

describe.each(engines())('SOS on %s', (engine) => {
  let t: TestApp;
  let base: string;
  let admin: string;
  let inspector: { token: string; id: number; nombre: string };
  let chofer: { token: string; id: number };
  let supervisor: { token: string; nombre: string };
  let desk: Connected;
  let field: Connected;
  const raised: SosAlert[] = [];
  const attendedOnDesk: SosAlert[] = [];
  const attendedOnPhone: SosAlert[] = [];

  beforeAll(async () => {
    t = await buildTestApp(engine);
    base = await listen(t.app);
    admin = await adminToken(t.app);
    const i = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Ana Quispe' });
    inspector = { token: (await login(t.app, i.name, i.password)).token, id: i.id, nombre: i.nombre };
    const c = await createUser(t.app, admin, 'CHOFER');
    chofer = { token: (await login(t.app, c.name, c.password)).token, id: c.id };
    const u = await createUser(t.app, admin, 'USUARIO', { nombre: 'Luis Mamani' });
    supervisor = { token: (await login(t.app, u.name, u.password)).token, nombre: u.nombre };
    desk = await connect(base, supervisor.token);
    desk.socket.on('sosAlerta', (alert) => raised.push(alert));
    desk.socket.on('sosAtendida', (alert) => attendedOnDesk.push(alert));
    field = await connect(base, inspector.token);
    field.socket.on('sosAtendida', (alert) => attendedOnPhone.push(alert));
  });
  afterAll(async () => {
    desk.socket.close();
    field.socket.close();
    await t.close();
  });

  const send = (token: string, body: unknown, key: string = randomUUID()) =>
    t.app.inject({ method: 'POST', url: '/api/sos', headers: { ...bearer(token), 'idempotency-key': key }, payload: body as object });

  describe('POST /api/sos', () => {
    it('stores the alert with its position and pushes it at once to the supervisors', async () => {
      const key = randomUUID();
      const res = await send(inspector.token, BODY, key);
      expect(res.statusCode, res.body).toBe(201);
      const answer = res.json<{ id: number; uuid: string; message: string }>();
      expect(answer).toMatchObject({ uuid: key, message: 'Alerta SOS recibida.' });
      await eventually(() => expect(raised.map((alert) => alert.id)).toContain(answer.id));
      expect(raised.find((alert) => alert.id === answer.id)).toMatchObject({
        usuario: { id: inspector.id, nombre: 'Ana Quispe' },
        lat: BODY.lat,
        lng: BODY.lng,
        accuracy: 12,
        posicion_at: BODY.posicion_at,
        pulsada_at: BODY.pulsada_at,
        silenciosa: false,
        atendida: null,
      });
      const audit = await t.app.db('auditoria').where({ objeto: 'sos', objeto_id: String(answer.id) });
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ accion: 'crear', usuario_id: inspector.id });
    });

    it('answers a replay of the same key with the same alert and makes no second one, nor a second push', async () => {
      const key = randomUUID();
      const first = await send(chofer.token, { ...BODY, silenciosa: true }, key);
      expect(first.statusCode).toBe(201);
      const { id } = first.json<{ id: number }>();
      await eventually(() => expect(raised.map((alert) => alert.id)).toContain(id));
      const pushedBefore = raised.length;
      const again = await send(chofer.token, { ...BODY, silenciosa: true }, key);
      expect(again.statusCode).toBe(201);
      expect(again.json()).toEqual(first.json());
      const rows = await t.app.db('sos_alertas').where({ uuid: key });
      expect(rows).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(raised.length).toBe(pushedBefore);
    });

    it('makes one alert of ten concurrent sends of one key (the unique index decides)', async () => {
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(inspector.token, BODY, key)));
      const created = answers.filter((res) => res.statusCode === 201);
      // A loser may find the winner not yet committed: 409 in flight, and the outbox tries again.
      expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
      expect(created.length).toBeGreaterThan(0);
      expect(new Set(created.map((res) => res.json<{ id: number }>().id)).size).toBe(1);
      expect(await t.app.db('sos_alertas').where({ uuid: key })).toHaveLength(1);
      const retry = await send(inspector.token, BODY, key);
      expect(retry.statusCode).toBe(201);
    });

    it('takes an alert without a position (the phone had no fix yet)', async () => {
      const res = await send(inspector.token, { ...BODY, lat: null, lng: null, accuracy: null, posicion_at: null });
      expect(res.statusCode, res.body).toBe(201);
      const alert = await t.app.inject({
        method: 'GET',
        url: `/api/sos/${res.json<{ id: number }>().id}`,
        headers: bearer(inspector.token),
      });
      expect(alert.json()).toMatchObject({ lat: null, lng: null, accuracy: null, posicion_at: null });
    });

    it.each([
      ['a latitude out of range', { ...BODY, lat: 91 }, 'Falta la latitud o no es válida.'],
      ['a text longitude', { ...BODY, lng: '-67' }, 'Falta la longitud o no es válida.'],
      ['no time', { ...BODY, pulsada_at: undefined }, 'Falta la hora del SOS o no es válida.'],
      ['a time that is not one', { ...BODY, pulsada_at: 'ayer' }, 'Falta la hora del SOS o no es válida.'],
      ['a latitude without longitude', { ...BODY, lng: null }, 'La posición debe llevar latitud y longitud juntas.'],
      ['a text silent mode', { ...BODY, silenciosa: 'si' }, 'Falta el modo silencioso o no es válida.'],
    ])('refuses %s with a Spanish 400', async (_name, body, message) => {
      const res = await send(inspector.token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message });
    });

    it('refuses a malformed key, a non-JSON body, and the same key with other content', async () => {
      const bad = await send(inspector.token, BODY, 'not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('El encabezado Idempotency-Key debe ser un UUID.');
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/sos',
        headers: { ...bearer(inspector.token), 'content-type': 'text/plain' },
        payload: 'SOS',
      });
      expect(text.statusCode).toBeGreaterThanOrEqual(400);
      expect(text.statusCode).toBeLessThan(500);
      expect(text.json().message).toMatch(/\S/);
      const key = randomUUID();
      expect((await send(inspector.token, BODY, key)).statusCode).toBe(201);
      const other = await send(inspector.token, { ...BODY, lat: -17.5 }, key);
      expect(other.statusCode).toBe(422);
      expect(other.json().message).toBe('Esta alerta ya fue enviada con otros datos.');
      const stolen = await send(chofer.token, BODY, key);
      expect(stolen.statusCode).toBe(409);
    });
  });

  describe('GET /api/sos and POST /api/sos/:id/atendida', () => {
    it('keeps an alert in the open list until a supervisor attends it; the phone hears who, a second attend is refused', async () => {
      const created = await send(inspector.token, BODY);
      const { id } = created.json<{ id: number }>();
      const open = await t.app.inject({ method: 'GET', url: '/api/sos?abiertas=1', headers: bearer(admin) });
      expect(open.statusCode).toBe(200);
      expect(open.json<SosAlert[]>().map((alert) => alert.id)).toContain(id);

      const attend = await t.app.inject({ method: 'POST', url: `/api/sos/${id}/atendida`, headers: bearer(supervisor.token) });
      expect(attend.statusCode, attend.body).toBe(200);
      expect(attend.json<SosAlert>().atendida).toMatchObject({ por: { nombre: 'Luis Mamani' } });
      await eventually(() => expect(attendedOnPhone.map((alert) => alert.id)).toContain(id));
      await eventually(() => expect(attendedOnDesk.map((alert) => alert.id)).toContain(id));
      expect(attendedOnPhone.find((alert) => alert.id === id)?.atendida?.por.nombre).toBe('Luis Mamani');

      const own = await t.app.inject({ method: 'GET', url: `/api/sos/${id}`, headers: bearer(inspector.token) });
      expect(own.json<SosAlert>().atendida?.por.nombre).toBe('Luis Mamani');
      const after = await t.app.inject({ method: 'GET', url: '/api/sos?abiertas=1', headers: bearer(admin) });
      expect(after.json<SosAlert[]>().map((alert) => alert.id)).not.toContain(id);
      const recent = await t.app.inject({ method: 'GET', url: '/api/sos', headers: bearer(admin) });
      expect(recent.json<SosAlert[]>().map((alert) => alert.id)).toContain(id);

      const twice = await t.app.inject({ method: 'POST', url: `/api/sos/${id}/atendida`, headers: bearer(admin) });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toMatch(/^Esta alerta ya fue atendida por Luis Mamani a las \d\d:\d\d\.$/);
      const audit = await t.app.db('auditoria').where({ objeto: 'sos', objeto_id: String(id), accion: 'atender' });
      expect(audit).toHaveLength(1);
    });

    it('lets only one of two supervisors attending at once succeed', async () => {
      const { id } = (await send(inspector.token, BODY)).json<{ id: number }>();
      const both = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/sos/${id}/atendida`, headers: bearer(supervisor.token) }),
        t.app.inject({ method: 'POST', url: `/api/sos/${id}/atendida`, headers: bearer(admin) }),
      ]);
      expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    });

    it('shows a field user only their own alert, and answers an unknown one or a bad id in Spanish', async () => {
      const { id } = (await send(chofer.token, BODY)).json<{ id: number }>();
      const other = await t.app.inject({ method: 'GET', url: `/api/sos/${id}`, headers: bearer(inspector.token) });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('No existe esa alerta SOS.');
      const missing = await t.app.inject({ method: 'POST', url: '/api/sos/999999/atendida', headers: bearer(admin) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No existe esa alerta SOS.');
      const badId = await t.app.inject({ method: 'GET', url: '/api/sos/abc', headers: bearer(admin) });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().message).toBe('El identificador no es válido.');
      const badQuery = await t.app.inject({ method: 'GET', url: '/api/sos?abiertas=si', headers: bearer(admin) });
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json().message).toMatch(/\S/);
    });

    it('counts raised, replayed and attended alerts in the metrics', async () => {
      const text = await t.app.metrics.registry.metrics();
      expect(text).toMatch(/reclamos_sos_alerts_total\{event="raised"\} [1-9]/);
      expect(text).toMatch(/reclamos_sos_alerts_total\{event="replayed"\} [1-9]/);
      expect(text).toMatch(/reclamos_sos_alerts_total\{event="attended"\} [1-9]/);
      expect(text).toMatch(/reclamos_sos_open \d+/);
    });
  });
});
