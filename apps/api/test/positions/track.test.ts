import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NearbyList, Track } from '@reclamos/shared-types/positions/track-schemas';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { haversineM } from '../../src/positions/track-summary.ts';
import { ORIGIN, PLAZA, inspectorDay, local, offset, othersDay } from './track-day.ts';

const iso = (time: string) => new Date(local(time)).toISOString();

describe.each(engines())('the day track and who was near on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let supervisor: { id: number; nombre: string; token: string };
  let inspector: { id: number; nombre: string };
  let passer: { id: number; nombre: string };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const usuario = await createUser(t.app, admin, 'USUARIO');
    supervisor = { ...usuario, token: (await login(t.app, usuario.name, usuario.password)).token };
    inspector = await createUser(t.app, admin, 'INSPECTOR');
    passer = await createUser(t.app, admin, 'CHOFER');
    const away = await createUser(t.app, admin, 'INSPECTOR');
    const late = await createUser(t.app, admin, 'INSPECTOR');
    await t.app.db('position_history').insert([...inspectorDay(inspector.id), ...othersDay(passer.id, away.id, late.id)]);
  });
  afterAll(async () => t.close());

  const get = (url: string, token = supervisor.token) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  describe('GET /api/posiciones/personas', () => {
    it('lists the accounts not removed, by name, with their role', async () => {
      const res = await get('/api/posiciones/personas');
      expect(res.statusCode).toBe(200);
      const people = res.json<{ id: number; nombre: string; rol: string }[]>();
      expect(people).toEqual(expect.arrayContaining([{ id: inspector.id, nombre: inspector.nombre, rol: 'INSPECTOR' }]));
      expect(people.map((p) => p.nombre)).toEqual([...people.map((p) => p.nombre)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });
  });

  describe('GET /api/posiciones/recorrido', () => {
    it('answers the Oruro day in time order with its stops, gaps and distance without jitter', async () => {
      const res = await get(`/api/posiciones/recorrido?usuario=${inspector.id}&dia=2026-11-20`);
      expect(res.statusCode, res.body).toBe(200);
      const track = res.json<Track>();
      expect(track.usuario).toEqual({ id: inspector.id, nombre: inspector.nombre });
      expect(track.dia).toBe('2026-11-20');
      // The evening before and the midnight after are other days.
      expect(track.puntos[0]?.fecha).toBe(iso('08:00:00'));
      expect(track.puntos.at(-1)?.fecha).toBe(iso('09:10:00'));
      const times = track.puntos.map((p) => Date.parse(p.fecha));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(track.puntos).toHaveLength(inspectorDay(inspector.id).length - 2);

      expect(track.paradas).toHaveLength(2);
      const [first, second] = track.paradas;
      expect(first?.desde).toBe(iso('08:00:00'));
      expect(Date.parse(first?.hasta ?? '')).toBeGreaterThanOrEqual(local('08:20:00'));
      expect(Date.parse(first?.hasta ?? '')).toBeLessThanOrEqual(local('08:21:00'));
      expect(first?.minutos).toBeGreaterThanOrEqual(20);
      expect(haversineM(first ?? ORIGIN, ORIGIN)).toBeLessThan(10);
      expect(Date.parse(second?.desde ?? '')).toBeGreaterThanOrEqual(local('08:47:30'));
      expect(Date.parse(second?.desde ?? '')).toBeLessThanOrEqual(local('08:50:00'));
      expect(second?.hasta).toBe(iso('09:10:00'));
      expect(haversineM(second ?? ORIGIN, offset(ORIGIN, 0, 1600))).toBeLessThan(25);

      expect(track.huecos).toEqual([{ desde: iso('08:30:00'), hasta: iso('08:40:00'), minutos: 10 }]);
      // 800 m walked, 400 m crossed in silence, 400 m walked: the still minutes' jitter and the
      // one wild fix (500 m accuracy, 1.3 km off) add nothing.
      expect(track.distanciaMetros).toBeGreaterThan(1580);
      expect(track.distanciaMetros).toBeLessThan(1640);
    });

    it('answers an empty day for a person who sent nothing that day', async () => {
      const res = await get(`/api/posiciones/recorrido?usuario=${inspector.id}&dia=2026-11-22`);
      expect(res.statusCode).toBe(200);
      expect(res.json<Track>()).toMatchObject({ puntos: [], paradas: [], huecos: [], distanciaMetros: 0 });
    });

    it('writes an audit row naming who looked at whose day', async () => {
      const before = Number(
        ((await t.app.db('auditoria').where({ objeto: 'recorrido' }).count({ n: '*' }).first()) as { n: string | number }).n,
      );
      await get(`/api/posiciones/recorrido?usuario=${inspector.id}&dia=2026-11-21`);
      const rows = (await t.app.db('auditoria').where({ objeto: 'recorrido' }).orderBy('id')) as Record<string, unknown>[];
      expect(rows).toHaveLength(before + 1);
      expect(rows.at(-1)).toMatchObject({
        usuario_id: supervisor.id,
        usuario_nombre: supervisor.nombre,
        accion: 'consultar',
        objeto_id: String(inspector.id),
        despues: JSON.stringify({ dia: '2026-11-21' }),
      });
    });

    it.each([
      ['a day that does not exist', `usuario=2&dia=2026-02-30`, MSG.validation.invalidBody],
      ['a day that is not a date', `usuario=2&dia=ayer`, MSG.validation.invalidBody],
      ['a person that is not a number', `usuario=juan&dia=2026-11-20`, MSG.validation.invalidBody],
      ['no person', `dia=2026-11-20`, MSG.validation.required],
      ['no day', `usuario=2`, MSG.validation.required],
    ])('refuses %s with a Spanish 400', async (_case, query, message) => {
      const res = await get(`/api/posiciones/recorrido?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it('answers 404 in Spanish for a person who does not exist, and records no look', async () => {
      const before = await t.app.db('auditoria').where({ objeto: 'recorrido', objeto_id: '999999' });
      const res = await get('/api/posiciones/recorrido?usuario=999999&dia=2026-11-20');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: POSITIONS_MSG.track.userNotFound });
      expect(await t.app.db('auditoria').where({ objeto: 'recorrido', objeto_id: '999999' })).toEqual(before);
    });
  });

  describe('GET /api/posiciones/cerca', () => {
    const near = (radius: number, from: string, to: string) =>
      `/api/posiciones/cerca?lat=${PLAZA.lat}&lng=${PLAZA.lng}&radio=${radius}&desde=${encodeURIComponent(iso(from))}&hasta=${encodeURIComponent(iso(to))}`;

    it('answers who was within the radius in the window, closest first, with the closest approach and its time', async () => {
      const res = await get(near(100, '08:00:00', '09:00:00'));
      expect(res.statusCode, res.body).toBe(200);
      const people = res.json<NearbyList>();
      expect(people.map((p) => [p.id, p.nombre, p.fecha])).toEqual([[passer.id, passer.nombre, iso('08:45:00')]]);
      expect(people[0]?.distanciaMetros).toBeCloseTo(30, 0);
    });

    it('widens to the inspector at 200 m, at the earlier of two equal approaches; never the one outside the window', async () => {
      const people = (await get(near(250, '08:00:00', '09:00:00'))).json<NearbyList>();
      expect(people.map((p) => p.id)).toEqual([passer.id, inspector.id]);
      expect(people[1]?.distanciaMetros).toBeCloseTo(200, 0);
      expect(people[1]?.fecha).toBe(iso('08:30:00'));
      const later = (await get(near(250, '09:30:00', '10:30:00'))).json<NearbyList>();
      expect(later.map((p) => p.distanciaMetros)).toEqual([expect.closeTo(20, 0)]);
    });

    it('writes an audit row with the place, the window and who was found', async () => {
      await get(near(100, '08:00:00', '09:00:00'));
      const row = (await t.app.db('auditoria').where({ objeto: 'cercania' }).orderBy('id', 'desc').first()) as Record<string, unknown>;
      expect(row).toMatchObject({ usuario_id: supervisor.id, accion: 'consultar', objeto_id: `${PLAZA.lat},${PLAZA.lng}` });
      expect(JSON.parse(String(row.despues))).toEqual({
        radio: 100,
        desde: iso('08:00:00'),
        hasta: iso('09:00:00'),
        personas: [passer.id],
      });
    });

    it.each([
      ['an end before the start', near(100, '09:00:00', '08:00:00'), POSITIONS_MSG.track.windowOrder],
      [
        'a window over 24 hours',
        `/api/posiciones/cerca?lat=-17.9&lng=-67.1&radio=100&desde=2026-11-20T00:00:00Z&hasta=2026-11-21T01:00:00Z`,
        POSITIONS_MSG.track.windowTooLong(24),
      ],
    ])('refuses %s with its Spanish message', async (_case, url, message) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });

    it.each([
      ['a zero radius', 'lat=-17.9&lng=-67.1&radio=0&desde=2026-11-20T10:00:00Z&hasta=2026-11-20T11:00:00Z', MSG.validation.invalidBody],
      [
        'a radius over 5 km',
        'lat=-17.9&lng=-67.1&radio=5001&desde=2026-11-20T10:00:00Z&hasta=2026-11-20T11:00:00Z',
        MSG.validation.invalidBody,
      ],
      [
        'a latitude off the globe',
        'lat=-97&lng=-67.1&radio=10&desde=2026-11-20T10:00:00Z&hasta=2026-11-20T11:00:00Z',
        MSG.validation.invalidBody,
      ],
      ['no point', 'radio=10&desde=2026-11-20T10:00:00Z&hasta=2026-11-20T11:00:00Z', MSG.validation.required],
      ['a start that is not a time', 'lat=-17.9&lng=-67.1&radio=10&desde=ayer&hasta=2026-11-20T11:00:00Z', MSG.validation.invalidBody],
    ])('refuses %s with a Spanish 400', async (_case, query, message) => {
      const res = await get(`/api/posiciones/cerca?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    });
  });
});
