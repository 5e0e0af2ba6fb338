import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InspectionCreated } from '@reclamos/shared-types/inspections/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { inspectionBody, postInspection } from '../support/inspections.ts';
import { auditCount, auditRows } from '../authority/support.ts';

const MINUTE = 60_000;

/**
 * An inspection changes the registries it carries (the owner, the vehicle, the four suggestion
 * lists); each change is on the audit trail under the inspector's name, as the same change made
 * through the registry screen is (docs/decisions.md, "Audit trail").
 */
describe.each(engines())('the audit trail of the registries an inspection changes on %s', (engine) => {
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

  /** Sends an inspection; returns its status, answer and the audit rows it wrote. */
  async function inspect(body: object, key: string = randomUUID()) {
    const before = await auditCount(t.app);
    const res = await postInspection(t.app, token, body, key);
    return { res, rows: (await auditRows(t.app)).slice(before) };
  }

  const owner = { cedula: '8800001-1A', nombre: 'marta condori', categoria: 'A', seguro: 'SOAT' } as const;
  const vehicle = { placa: '8801AUD', tipo: 'minibús', marca: 'golden dragon', modelo: 'xml6118', linea: 'línea 88' };
  const at = (ms: number) => new Date(ms).toISOString();

  it('a new owner, vehicle and list values write crear rows under the inspector; the same inspection again none', async () => {
    const now = Date.now();
    const body = inspectionBody({ fecha: at(now - 10 * MINUTE), propietario: owner, vehicle });
    const key = randomUUID();
    const { res, rows } = await inspect(body, key);
    expect(res.statusCode, res.body).toBe(201);
    expect(rows.every((row) => row.usuario_id === inspectorId && row.accion === 'crear')).toBe(true);
    expect(rows.map((row) => [row.objeto, row.objeto_id]).sort()).toEqual(
      [
        ['propietario', '8800001-1A'],
        ['vehiculo', '8801AUD'],
        // MINIBÚS is a seeded type: the list does not grow.
        ['lista_marca', 'GOLDEN DRAGON'],
        ['lista_modelo', 'XML6118'],
        ['lista_linea', 'LÍNEA 88'],
      ].sort(),
    );
    const byObject = Object.fromEntries(rows.map((row) => [row.objeto, row]));
    expect(byObject.propietario).toMatchObject({
      antes: null,
      despues: { cedula: '8800001-1A', nombre: 'MARTA CONDORI', categoria: 'A', seguro: 'SOAT' },
    });
    expect(byObject.vehiculo).toMatchObject({
      antes: null,
      despues: { placa: '8801AUD', tipo: 'MINIBÚS', marca: 'GOLDEN DRAGON', modelo: 'XML6118', linea: 'LÍNEA 88', chofer: '' },
    });
    expect(byObject.lista_marca).toMatchObject({ antes: null, despues: { marca: 'GOLDEN DRAGON' } });

    // A replay of the same request creates nothing, and neither does a new inspection that finds
    // the registries as it would leave them.
    expect((await inspect(body, key)).rows).toEqual([]);
    const same = await inspect(inspectionBody({ fecha: at(now - 5 * MINUTE), propietario: owner, vehicle }));
    expect(same.res.statusCode, same.res.body).toBe(201);
    expect(same.rows).toEqual([]);
  });

  it('a later inspection that changes the owner or the vehicle writes modificar with the rows before and after', async () => {
    const { res, rows } = await inspect(
      inspectionBody({
        fecha: at(Date.now() - MINUTE),
        propietario: { ...owner, nombre: 'marta condori de flores', seguro: 'FOCAT' },
        vehicle: { ...vehicle, tipo: 'micro' },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(rows.map((row) => [row.accion, row.objeto]).sort()).toEqual([
      ['modificar', 'propietario'],
      ['modificar', 'vehiculo'],
    ]);
    const byObject = Object.fromEntries(rows.map((row) => [row.objeto, row]));
    expect(byObject.propietario).toMatchObject({
      objeto_id: '8800001-1A',
      usuario_id: inspectorId,
      antes: { nombre: 'MARTA CONDORI', seguro: 'SOAT' },
      despues: { nombre: 'MARTA CONDORI DE FLORES', seguro: 'FOCAT' },
    });
    expect(byObject.vehiculo).toMatchObject({
      objeto_id: '8801AUD',
      antes: { tipo: 'MINIBÚS', marca: 'GOLDEN DRAGON' },
      despues: { tipo: 'MICRO', marca: 'GOLDEN DRAGON' },
    });
  });

  it('an older inspection synced late leaves the registries alone and writes no row for them; a refused one none at all', async () => {
    const late = await inspect(
      inspectionBody({
        fecha: at(Date.now() - 60 * MINUTE),
        propietario: { ...owner, nombre: 'otro nombre viejo' },
        vehicle: { ...vehicle, tipo: 'trufi' },
      }),
    );
    expect(late.res.statusCode, late.res.body).toBe(201);
    expect(late.rows).toEqual([]);
    expect(await t.app.db('propietarios').where({ cedula: '8800001-1A' }).first()).toMatchObject({ nombre: 'MARTA CONDORI DE FLORES' });

    const refused = await inspect({ ...inspectionBody({ vehicle: { ...vehicle, marca: 'marca rechazada' } }), calificacion: 'QUIZÁ' });
    expect(refused.res.statusCode).toBe(400);
    expect(refused.rows).toEqual([]);
    expect(await t.app.db('marcas').where({ marca: 'MARCA RECHAZADA' }).first()).toBeUndefined();
  });

  it("an inspector's correction of the owner's name (actualizar) audits the owner registry it renames", async () => {
    const created = await inspect(
      inspectionBody({ propietario: { cedula: '8800002-1B', nombre: 'luis mamani', categoria: 'B', seguro: 'SOAT' }, vehicle }),
    );
    const { id } = created.res.json<InspectionCreated>();
    const before = await auditCount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/actualizar',
      headers: bearer(token),
      payload: { id, propietario: { nombre: 'luis mamani quispe' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (await auditRows(t.app)).slice(before);
    expect(rows.map((row) => [row.accion, row.objeto]).sort()).toEqual([
      ['modificar', 'inspeccion'],
      ['modificar', 'propietario'],
    ]);
    expect(rows.find((row) => row.objeto === 'propietario')).toMatchObject({
      objeto_id: '8800002-1B',
      usuario_id: inspectorId,
      antes: { nombre: 'LUIS MAMANI' },
      despues: { nombre: 'LUIS MAMANI QUISPE' },
    });
  });
});
