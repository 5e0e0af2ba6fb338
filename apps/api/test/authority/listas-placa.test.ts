import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MergeResult, PlateHistory } from '@reclamos/shared-types/authority/schemas';
import type { Inspection, RegistroResponse } from '@reclamos/shared-types/inspections/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { inspectionBody, registerInspection } from '../support/inspections.ts';
import { auditCount, auditRows } from './support.ts';

describe.each(engines())("list merges and one plate's history on %s", (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const merge = (tipo: string, body: object, token = admin) =>
    t.app.inject({ method: 'POST', url: `/api/listas/${tipo}/fusionar`, headers: bearer(token), payload: body });
  const history = async (placa: string, token = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/placa/${encodeURIComponent(placa)}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PlateHistory>();
  };

  it('merges misspelt brands: the list and the registry read the target, inspections keep their snapshot, one audit row', async () => {
    const inspection = await registerInspection(t.app, admin, {
      vehicle: { ...inspectionBody().vehicle, placa: '7777MRG', marca: 'toyotta' },
    });
    await registerInspection(t.app, admin, { vehicle: { ...inspectionBody().vehicle, placa: '7778MRG', marca: 'Toyata' } });
    expect(await t.app.db('marcas').where({ marca: 'TOYOTTA' }).first()).toBeDefined();
    const since = Date.now();
    const before = await auditCount(t.app);

    const res = await merge('marca', { desde: ['toyotta', ' TOYATA ', 'TOYOTA'], hacia: 'toyota' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<MergeResult>()).toEqual({
      message: '2 valores fusionados en "TOYOTA".',
      hacia: 'TOYOTA',
      fusionados: ['TOYOTTA', 'TOYATA'],
      vehiculos: 2,
    });

    const marcas = (await t.app.db('marcas').select('marca')).map((row: { marca: string }) => row.marca);
    expect(marcas).toContain('TOYOTA');
    expect(marcas).not.toContain('TOYOTTA');
    expect(marcas).not.toContain('TOYATA');
    expect(await t.app.db('vehiculos').where({ placa: '7777MRG' }).first()).toMatchObject({ marca: 'TOYOTA' });
    // The official record keeps what was inspected.
    expect(await t.app.db('inspecciones').where({ id: inspection.id }).first()).toMatchObject({ marca: 'TOYOTTA' });
    const plate = await history('7777MRG');
    expect(plate.vehiculo?.marca).toBe('TOYOTA');
    expect(plate.inspecciones[0]?.vehicle.marca).toBe('TOYOTTA');

    // Phones get the whole list again and the vehicles that changed.
    const delta = (
      await t.app.inject({ method: 'GET', url: `/api/registro?since=${since}`, headers: bearer(admin) })
    ).json<RegistroResponse>();
    expect(delta.marcas.map((m) => m.marca)).toContain('TOYOTA');
    expect(delta.marcas.map((m) => m.marca)).not.toContain('TOYOTTA');
    expect(delta.vehiculos.map((v) => v.placa).sort()).toEqual(['7777MRG', '7778MRG']);

    const rows = await auditRows(t.app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      accion: 'fusionar',
      objeto: 'lista_marca',
      objeto_id: 'TOYOTA',
      antes: { desde: ['TOYOTTA', 'TOYATA'] },
      despues: { hacia: 'TOYOTA', vehiculos: 2 },
    });
  });

  it('merges into a value new to the list, for each of the four lists', async () => {
    for (const [tipo, table, column] of [
      ['tipo', 'tipos_vehiculo', 'nombre'],
      ['modelo', 'modelos', 'modelo'],
      ['linea', 'lineas', 'linea'],
    ] as const) {
      const res = await merge(tipo, { desde: [(await t.app.db(table).orderBy('id').first())[column]], hacia: `NUEVO ${tipo}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        await t.app
          .db(table)
          .where({ [column]: `NUEVO ${tipo.toUpperCase()}` })
          .first(),
      ).toBeDefined();
    }
  });

  it('refuses unknown values, nothing to merge, a bad list name or body with a Spanish 400 and no change', async () => {
    const before = { audit: await auditCount(t.app), marcas: await t.app.db('marcas').count({ n: '*' }) };
    const cases: [string, object, RegExp][] = [
      ['marca', { desde: ['NO EXISTE', 'NISSAN'], hacia: 'TOYOTA' }, /no están en la lista: NO EXISTE/],
      ['marca', { desde: ['TOYOTA'], hacia: 'toyota' }, /al menos un valor/],
      ['marca', { desde: [], hacia: 'TOYOTA' }, /\S/],
      ['marca', { desde: ['NISSAN'] }, /\S/],
      ['marca', { desde: Array.from({ length: 101 }, (_, i) => `M${i}`), hacia: 'TOYOTA' }, /\S/],
      ['color', { desde: ['NISSAN'], hacia: 'TOYOTA' }, /\S/],
    ];
    for (const [tipo, body, message] of cases) {
      const res = await merge(tipo, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(message);
    }
    expect(await t.app.db('marcas').where({ marca: 'NISSAN' }).first()).toBeDefined();
    expect(await t.app.db('marcas').count({ n: '*' })).toEqual(before.marcas);
    expect(await auditCount(t.app)).toBe(before.audit);
  });

  it("shows a plate's registry row, complaints and inspections newest first; an inspector sees when, what and the state only", async () => {
    await t.app.db('vehiculos').insert({ placa: '3131HIS', tipo: 'MICRO', linea: 'B', chofer: 'ANA', updated_at: 5 });
    const older = await submitComplaint(t.app, { placa: '3131HIS', fecha: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    const newer = await submitComplaint(t.app, {
      placa: '3131HIS',
      descripcion: 'Otra vez, me llamo Rosa',
      direccion: 'Mi casa, calle Junín 45',
      lat: '-17.9701',
      lng: '-67.1102',
    });
    await submitComplaint(t.app, { placa: '3132HIS' });
    const first = await registerInspection(t.app, admin, {
      fecha: new Date(Date.now() - 86_400_000).toISOString(),
      vehicle: { ...inspectionBody().vehicle, placa: '3131his' },
    });
    const second = await registerInspection(t.app, admin, { vehicle: { ...inspectionBody().vehicle, placa: '3131HIS' } });

    const inspector = await createUser(t.app, admin, 'INSPECTOR');
    const token = (await login(t.app, inspector.name, inspector.password)).token;
    const page = await history('3131his', token);
    expect(page.placa).toBe('3131HIS');
    // The inspections updated tipo and linea; the driver is the registry's own.
    expect(page.vehiculo).toMatchObject({ placa: '3131HIS', tipo: 'MINIBÚS', linea: 'LÍNEA 5', chofer: 'ANA' });
    expect(page.reclamos.map((c) => c.id)).toEqual([newer.id, older.id]);
    // An inspector: the date, the infraction and the state; not the complainant's words, place, photo or code.
    expect(page.reclamos[0]).toEqual({
      id: newer.id,
      uuid: newer.uuid,
      fecha: expect.stringMatching(/^\d{4}-/),
      placa: '3131HIS',
      delito_id: 1,
      delito: 'Cobro indebido de pasaje',
      estado: 'RECIBIDO',
    });
    for (const secret of ['Rosa', 'Junín', '17.9701', '.jpg', newer.codigo, 'Pedro Mamani', '7654321']) {
      expect(JSON.stringify(page.reclamos), secret).not.toContain(secret);
    }
    // Staff who work the cases read the complainant's words, place, photo and the receipt code.
    const staff = await history('3131HIS', admin);
    expect(staff.reclamos[0]).toMatchObject({
      descripcion: 'Otra vez, me llamo Rosa',
      direccion: 'Mi casa, calle Junín 45',
      lat: -17.9701,
      imagen: expect.stringMatching(/\.jpg$/),
      codigo: newer.codigo,
    });
    expect(JSON.stringify(staff.reclamos)).not.toContain('Pedro Mamani');
    // Each complaint with its case's state.
    await t.app.inject({
      method: 'POST',
      url: `/api/estadoReclamo/${older.id}`,
      headers: bearer(admin),
      payload: { estado: 'NO PROCEDE', motivo: 'Sin pruebas.' },
    });
    const withStates = await history('3131HIS', token);
    expect(withStates.reclamos.map((c) => [c.id, c.estado])).toEqual([
      [newer.id, 'RECIBIDO'],
      [older.id, 'NO PROCEDE'],
    ]);
    expect(page.inspecciones.map((i: Inspection) => i.id)).toEqual([second.id, first.id]);
    expect(page.totales).toEqual({ reclamos: 2, inspecciones: 2 });
  });

  it('answers an unknown plate with null and empty lists, and refuses a malformed one with a 400', async () => {
    expect(await history('0000NON')).toEqual({
      placa: '0000NON',
      vehiculo: null,
      reclamos: [],
      inspecciones: [],
      totales: { reclamos: 0, inspecciones: 0 },
    });
    for (const placa of ['12%2034', 'ABCDEFGHIJK', '%00']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/placa/${placa}`, headers: bearer(admin) });
      expect(res.statusCode, placa).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
  });
});
