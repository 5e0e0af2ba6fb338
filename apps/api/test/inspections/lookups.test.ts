import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inspection, RegistroResponse } from '@reclamos/shared-types/inspections/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { dayOfFecha } from '../support/days.ts';
import { inspectionBody, postInspection, registerInspection } from '../support/inspections.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

const API = INSPECTIONS_MSG.api;

describe.each(engines())('inspection reads on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let supervisor: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const admin = await adminToken(t.app);
    const inspector = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Inspector Uno' });
    token = (await login(t.app, inspector.name, inspector.password)).token;
    const usuario = await createUser(t.app, admin, 'USUARIO');
    supervisor = (await login(t.app, usuario.name, usuario.password)).token;
  });
  afterAll(async () => t.close());

  const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

  describe('GET /api/listInsp/:fecha', () => {
    it('lists the inspections of a Bolivian day (UTC−4), newest first, with snapshot and inspector', async () => {
      // 2026-03-10 in Bolivia runs from 04:00 UTC on the 10th to 04:00 UTC on the 11th.
      const at = (iso: string) => Date.parse(iso);
      const key = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
      const rows = [
        { n: 1, fecha: at('2026-03-10T03:59:59.999Z') },
        { n: 2, fecha: at('2026-03-10T04:00:00.000Z') },
        { n: 3, fecha: at('2026-03-11T03:59:59.999Z') },
        { n: 4, fecha: at('2026-03-11T04:00:00.000Z') },
      ];
      // Old device times are replaced by the receipt time, so the day's rows are set directly.
      for (const { n, fecha } of rows) {
        await postInspection(t.app, token, inspectionBody(), key(n));
        await t.app
          .db('inspecciones')
          .where({ uuid: key(n) })
          .update({ fecha });
      }
      const res = await get('/api/listInsp/2026-03-10');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const list = res.json<Inspection[]>();
      expect(list.map((i) => i.uuid)).toEqual([key(3), key(2)]);
      expect(list[0]).toEqual({
        id: expect.any(Number),
        uuid: key(3),
        fecha: '2026-03-11T03:59:59.999Z',
        ventanas: 'BUENO',
        puertas: 'BUENO',
        ventilacion: 'MALO',
        luz: 'BUENO',
        higiene: 'BUENO',
        triangulo: 'NO TIENE',
        calificacion: 'NO CUMPLE',
        observacion: 'Falta triángulo de seguridad',
        radicatoria: 'Oruro',
        propietario: { cedula: expect.stringMatching(/^\d+-1B$/), nombre: 'JUAN CHOQUE', categoria: 'B', seguro: 'SOAT' },
        vehicle: { placa: expect.stringMatching(/^\d+ABC$/), tipo: 'MINIBÚS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LÍNEA 5' },
        inspector: { id: expect.any(Number), nombre: 'Inspector Uno' },
        lat: null,
        lng: null,
        created_at: expect.stringMatching(/Z$/),
        updated_at: expect.stringMatching(/Z$/),
      });
    });

    it('writes every field exactly: key order, coordinates to the last bit, dates to the millisecond, escapes', async () => {
      const uuid = '00000000-0000-4000-8000-000000000777';
      await postInspection(t.app, token, inspectionBody({ observacion: 'Dijo "no" \\ salió; ñandú — ok' }), uuid);
      const stamps = {
        fecha: Date.parse('2024-02-29T12:34:56.007Z'),
        created_at: Date.parse('2024-02-29T12:35:00.000Z'),
        updated_at: Date.parse('2024-03-01T00:00:00.999Z'),
      };
      await t.app
        .db('inspecciones')
        .where({ uuid })
        .update({ ...stamps, lat: -17.961695332184178, lng: -67.10533978261054 });
      const res = await get('/api/listInsp/2024-02-29');
      const [listed] = res.json<Inspection[]>();
      expect(listed).toMatchObject({
        uuid,
        fecha: '2024-02-29T12:34:56.007Z',
        created_at: '2024-02-29T12:35:00.000Z',
        updated_at: '2024-03-01T00:00:00.999Z',
        observacion: 'Dijo "no" \\ salió; ñandú — ok',
        lat: -17.961695332184178,
        lng: -67.10533978261054,
      });
      expect(Object.keys(listed ?? {})).toEqual([
        'id',
        'uuid',
        'fecha',
        'ventanas',
        'puertas',
        'ventilacion',
        'luz',
        'higiene',
        'triangulo',
        'calificacion',
        'observacion',
        'radicatoria',
        'propietario',
        'vehicle',
        'inspector',
        'lat',
        'lng',
        'created_at',
        'updated_at',
      ]);
      expect(Object.keys(listed?.propietario ?? {})).toEqual(['cedula', 'nombre', 'categoria', 'seguro']);
      expect(Object.keys(listed?.vehicle ?? {})).toEqual(['placa', 'tipo', 'marca', 'modelo', 'linea']);
      expect(listed?.inspector).toEqual({ id: expect.any(Number), nombre: 'Inspector Uno' });
    });

    it("shows every inspector's inspections to a supervisor, and the snapshot rather than today's registry", async () => {
      const created = await registerInspection(t.app, token);
      const row = await t.app.db('inspecciones').where({ id: created.id }).first();
      await t.app.db('propietarios').where({ cedula: row.cedula }).update({ nombre: 'OTRO NOMBRE HOY' });
      await t.app.db('vehiculos').where({ placa: row.placa }).update({ linea: 'LÍNEA 99' });
      // The day the server stamped it on (Bolivian midnight may pass after the registration).
      const day = dayOfFecha(created.fecha, t.config.timeZone);
      const list = (await get(`/api/listInsp/${day}`, supervisor)).json<Inspection[]>();
      const mine = list.find((i) => i.id === created.id);
      expect(mine?.propietario.nombre).toBe('JUAN CHOQUE');
      expect(mine?.vehicle.linea).toBe('LÍNEA 5');
    });

    it('answers an empty list for a day without inspections', async () => {
      expect((await get('/api/listInsp/2001-01-01')).json()).toEqual([]);
    });

    it.each(['2026-13-01', '2026-02-30', '22-11-2026', 'hoy', '2026-1-1'])('refuses the date %s with 400', async (fecha) => {
      const res = await get(`/api/listInsp/${fecha}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: API.invalidDate });
    });
  });

  describe('GET /api/propietario/:cedula and /api/vehicle/:placa', () => {
    it('find a registered owner and vehicle, whatever the case typed', async () => {
      await postInspection(
        t.app,
        token,
        inspectionBody({
          propietario: { cedula: '5544332-lp', nombre: 'Ana Mamani', categoria: 'A', seguro: 'FOCAT' },
          vehicle: { placa: '3030kkk', tipo: 'TRUFI', marca: 'nissan', modelo: 'sunny', linea: 'trufi 7' },
        }),
      );
      const owner = await get('/api/propietario/5544332-LP');
      expect(owner.statusCode).toBe(200);
      expect(owner.json()).toEqual({ cedula: '5544332-LP', nombre: 'ANA MAMANI', categoria: 'A', seguro: 'FOCAT' });
      expect((await get('/api/propietario/5544332-lp')).json()).toEqual(owner.json());
      const vehicle = await get('/api/vehicle/3030kkk');
      expect(vehicle.json()).toEqual({ placa: '3030KKK', tipo: 'TRUFI', marca: 'NISSAN', modelo: 'SUNNY', linea: 'TRUFI 7' });
    });

    it('answer 200 with null for an unknown cedula or placa', async () => {
      for (const url of ['/api/propietario/1111', '/api/vehicle/0000AAA']) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe('null');
      }
    });

    it('refuse a malformed cedula or placa with 400', async () => {
      for (const [url, message] of [
        ['/api/propietario/ABC', API.invalidCedula],
        ['/api/propietario/123-TOOLONG', API.invalidCedula],
        ['/api/vehicle/12%2034', API.invalidPlaca],
        ['/api/vehicle/12345678901', API.invalidPlaca],
      ] as const) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ message });
      }
    });
  });

  describe('GET /api/listTipo, listMarca, listModelo, listLinea', () => {
    it('answer the seeded lists with the spec field names, alphabetically', async () => {
      const tipos = (await get('/api/listTipo')).json<{ id: number; nombre: string }[]>();
      expect(tipos.map((x) => x.nombre)).toContain('MINIBÚS');
      expect(tipos.map((x) => x.nombre)).toContain('RADIO TAXI');
      expect(tipos[0]).toEqual({ id: expect.any(Number), nombre: expect.any(String) });
      const marcas = (await get('/api/listMarca')).json<{ marca: string }[]>();
      expect(marcas.map((x) => x.marca)).toContain('TOYOTA');
      expect(marcas.map((x) => x.marca)).toEqual([...marcas.map((x) => x.marca)].sort());
      expect((await get('/api/listModelo')).json<{ modelo: string }[]>().map((x) => x.modelo)).toContain('HIACE');
      const lineas = (await get('/api/listLinea')).json<{ linea: string }[]>().map((x) => x.linea);
      expect(lineas).toContain('5');
      expect(lineas).toContain('RADIO TAXI ORURO');
    });

    it('grow by what inspectors type, once per value', async () => {
      await registerInspection(t.app, token, {
        vehicle: { placa: '4141QQQ', tipo: 'cisterna', marca: 'sinotruk', modelo: 'howo', linea: 'línea 300' },
      });
      await registerInspection(t.app, token, {
        vehicle: { placa: '4142QQQ', tipo: 'CISTERNA', marca: 'SINOTRUK', modelo: 'HOWO', linea: 'LÍNEA 300' },
      });
      const count = async (url: string, field: string, value: string) =>
        (await get(url)).json<Record<string, string>[]>().filter((x) => x[field] === value).length;
      expect(await count('/api/listTipo', 'nombre', 'CISTERNA')).toBe(1);
      expect(await count('/api/listMarca', 'marca', 'SINOTRUK')).toBe(1);
      expect(await count('/api/listModelo', 'modelo', 'HOWO')).toBe(1);
      expect(await count('/api/listLinea', 'linea', 'LÍNEA 300')).toBe(1);
    });
  });

  describe('GET /api/registro', () => {
    it('downloads everything at first, then only what changed since serverTime, lists included', async () => {
      const first = await get('/api/registro');
      expect(first.statusCode).toBe(200);
      const all = first.json<RegistroResponse>();
      expect(all.serverTime).toBeGreaterThan(0);
      expect(all.propietarios.length).toBeGreaterThan(0);
      expect(all.vehiculos.length).toBeGreaterThan(0);
      expect(all.tipos.map((x) => x.nombre)).toContain('MICRO');
      expect(all.marcas.length).toBeGreaterThan(0);
      expect(all.propietarios[0]).toEqual({
        cedula: expect.any(String),
        nombre: expect.any(String),
        categoria: expect.any(String),
        seguro: expect.any(String),
        updated_at: expect.any(Number),
      });

      // Age everything beyond the overlap window, then change one owner and add one vehicle.
      const old = Date.now() - 3600_000;
      for (const table of ['propietarios', 'vehiculos', 'tipos_vehiculo', 'marcas', 'modelos', 'lineas'])
        await t.app.db(table).update({ updated_at: old });
      const since = (await get('/api/registro')).json<RegistroResponse>().serverTime;
      await registerInspection(t.app, token, {
        propietario: { cedula: '8080', nombre: 'Nuevo Dueño' },
        vehicle: { placa: '8080NEW', marca: 'MARCA NUEVA' },
      });
      const delta = (await get(`/api/registro?since=${since}`)).json<RegistroResponse>();
      expect(delta.serverTime).toBeGreaterThanOrEqual(since);
      expect(delta.propietarios.map((p) => p.cedula)).toEqual(['8080']);
      expect(delta.vehiculos.map((v) => v.placa)).toEqual(['8080NEW']);
      expect(delta.marcas.map((m) => m.marca)).toContain('MARCA NUEVA');
      expect(delta.marcas.map((m) => m.marca)).toContain('TOYOTA');
      expect(delta.tipos).toEqual([]);
      expect(delta.modelos).toEqual([]);
      expect(delta.lineas).toEqual([]);
    });

    it('overlaps the window so that a row committed just before since still comes', async () => {
      const since = Date.now();
      await t.app.db('propietarios').insert({ cedula: '7070', nombre: 'TARDÍO', updated_at: since - 60_000 });
      const delta = (await get(`/api/registro?since=${since}`)).json<RegistroResponse>();
      expect(delta.propietarios.map((p) => p.cedula)).toContain('7070');
    });

    it.each(['-1', 'ayer', '1.5'])('refuses since=%s with 400', async (since) => {
      const res = await get(`/api/registro?since=${since}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: API.invalidSince });
    });
  });
});
