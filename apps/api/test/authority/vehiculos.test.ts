import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistryVehiculo, VehiculoPage } from '@reclamos/shared-types/authority/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { auditCount, auditRows } from './support.ts';

describe.each(engines())('the vehicle registry on %s', (engine) => {
  let t: TestApp;
  let usuario: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    const admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'USUARIO', { nombre: 'Rosa Usuario' });
    usuario = (await login(t.app, user.name, user.password)).token;
    await t.app.db('vehiculos').insert(
      Array.from({ length: 30 }, (_, i) => ({
        placa: `${1000 + i}ORU`,
        tipo: 'MINIBUS',
        linea: i % 2 ? '102' : '5',
        chofer: i === 7 ? 'MARIA 100% QUISPE' : `CHOFER ${i}`,
        updated_at: 1,
      })),
    );
  });
  afterAll(async () => t.close());

  const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/vehiculos${query}`, headers: bearer(usuario) });
  const create = (body: object) => t.app.inject({ method: 'POST', url: '/api/vehiculos', headers: bearer(usuario), payload: body });
  const update = (placa: string, body: object) =>
    t.app.inject({ method: 'PUT', url: `/api/vehiculos/${encodeURIComponent(placa)}`, headers: bearer(usuario), payload: body });

  it("pages the registry by plate and searches by plate start, line or any part of the driver's name", async () => {
    const first = (await list('?pagina=1&porPagina=10')).json<VehiculoPage>();
    expect(first).toMatchObject({ total: 30, pagina: 1, porPagina: 10 });
    expect(first.items.map((v) => v.placa)).toEqual(Array.from({ length: 10 }, (_, i) => `${1000 + i}ORU`));
    expect(first.items[0]).toEqual({
      placa: '1000ORU',
      tipo: 'MINIBUS',
      marca: '',
      modelo: '',
      linea: '5',
      numero: '',
      carnet: '',
      chofer: 'CHOFER 0',
      updated_at: new Date(1).toISOString(),
    });
    expect((await list('?pagina=3&porPagina=10')).json<VehiculoPage>().items).toHaveLength(10);
    expect((await list('?pagina=4&porPagina=10')).json<VehiculoPage>().items).toHaveLength(0);
    expect((await list('')).json<VehiculoPage>()).toMatchObject({ total: 30, porPagina: 25 });

    expect((await list('?q=1012')).json<VehiculoPage>().items.map((v) => v.placa)).toEqual(['1012ORU']);
    // Line 102 (15 rows) or a plate starting 102 (1020ORU…1029ORU, 5 of them on another line).
    expect((await list('?q=102')).json<VehiculoPage>().total).toBe(20);
    expect((await list('?q=chofer%2013')).json<VehiculoPage>().items.map((v) => v.placa)).toEqual(['1013ORU']);
    // LIKE's own characters are searched as typed.
    expect((await list('?q=100%25')).json<VehiculoPage>().items.map((v) => v.placa)).toEqual(['1007ORU']);
    expect((await list('?q=_')).json<VehiculoPage>().total).toBe(0);
  });

  it('refuses a bad page or search with a Spanish 400', async () => {
    for (const query of ['?pagina=0', '?pagina=x', '?porPagina=501', `?q=${'x'.repeat(121)}`, '?q=%00']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
  });

  it('adds a vehicle, normalised as the registry stores texts, with one audit row; the same plate again is a 409 with none', async () => {
    const before = await auditCount(t.app);
    const res = await create({ placa: '2468abc', tipo: ' radio  taxi', linea: 'Radio Taxi Oruro', chofer: 'josé pérez' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<RegistryVehiculo>();
    expect(created).toMatchObject({
      placa: '2468ABC',
      tipo: 'RADIO TAXI',
      linea: 'RADIO TAXI ORURO',
      chofer: 'JOSÉ PÉREZ',
      marca: '',
      numero: '',
    });
    const rows = await auditRows(t.app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({ accion: 'crear', objeto: 'vehiculo', objeto_id: '2468ABC', antes: null, despues: created });
    expect(rows.at(-1)?.usuario_id).not.toBe(1);

    const again = await create({ placa: '2468ABC' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'La placa ya está en el registro.' });
    expect(await auditCount(t.app)).toBe(before + 1);
    // Inspectors' lookup and the public complaint lookup read it.
    const lookup = await t.app.inject({ method: 'POST', url: '/api/searchvehiculo', payload: { placa: '2468abc' } });
    expect(lookup.json()).toMatchObject({ success: true, vehiculo: { tipo: 'RADIO TAXI', linea: 'RADIO TAXI ORURO' } });
  });

  it('refuses a bad plate or a too long field with a Spanish 400 and no row', async () => {
    const before = await auditCount(t.app);
    for (const body of [
      { placa: '' },
      { placa: '12 34' },
      { placa: 'ABCDEFGHIJK' },
      { placa: '1234ABC', chofer: 'x'.repeat(121) },
      { placa: '1234ABC', tipo: 'ß'.repeat(31) },
      { tipo: 'BUS' },
    ]) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
    expect(await t.app.db('vehiculos').where({ placa: '1234ABC' }).first()).toBeUndefined();
    expect(await auditCount(t.app)).toBe(before);
  });

  it('corrects only the fields sent, stamps the row for the phones and keeps it from an older inspection', async () => {
    const before = await auditCount(t.app);
    const res = await update('1003oru', { chofer: 'ana mamani', numero: '', marca: 'toyota' });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<RegistryVehiculo>();
    expect(updated).toMatchObject({ placa: '1003ORU', chofer: 'ANA MAMANI', numero: '', marca: 'TOYOTA', tipo: 'MINIBUS', linea: '102' });
    expect(Date.parse(updated.updated_at)).toBeGreaterThan(1);
    const rows = await auditRows(t.app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      accion: 'modificar',
      objeto: 'vehiculo',
      objeto_id: '1003ORU',
      antes: { chofer: 'CHOFER 3', marca: '' },
      despues: { chofer: 'ANA MAMANI', marca: 'TOYOTA' },
    });
    const row = await t.app.db('vehiculos').where({ placa: '1003ORU' }).first();
    expect(Number(row.source_fecha)).toBeGreaterThan(1);
    // Sending what it already holds changes nothing and writes no row.
    expect((await update('1003ORU', { chofer: 'Ana Mamani' })).statusCode).toBe(200);
    expect(await auditCount(t.app)).toBe(before + 1);
    expect((await update('9999ZZZ', { chofer: 'X' })).statusCode).toBe(404);
    expect((await update('1003ORU', {})).statusCode).toBe(400);
    expect(await auditCount(t.app)).toBe(before + 1);
  });
});
