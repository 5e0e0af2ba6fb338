import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { dayOfFecha } from '../support/days.ts';
import { moveTo } from './support.ts';

interface Row {
  id: number;
  estado: string;
  asignado: { id: number; nombre: string } | null;
  vencido: boolean;
  motivo: string | null;
  codigo: string;
}

describe.each(engines())('POST /api/reportFecha with the workflow filters on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const day = '2026-05-20';
  /** The Bolivian day the recent complaint was received on. */
  let recentDay: string;

  const report = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: '2026-05-01', fin: '2026-05-31', ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Row[]>();
  };
  const idsOf = (rows: Row[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const noon = Date.parse(`${day}T16:00:00Z`);
    for (const name of ['recibido', 'revision', 'asignado', 'resuelto', 'duplicado']) {
      ids[name] = (await submitComplaint(t.app)).id;
      await t.app.db('reclamos').where({ id: ids[name] }).update({ fecha: noon });
    }
    // One complaint of this week: open but not overdue.
    const recent = await submitComplaint(t.app);
    ids.reciente = recent.id;
    recentDay = dayOfFecha(recent.fecha, t.config.timeZone);
    await moveTo(t.app, admin, ids.revision!, 'EN REVISION');
    await moveTo(t.app, admin, ids.asignado!, 'DERIVADO A INSPECCION');
    await t.app.inject({ method: 'POST', url: `/api/asignarReclamo/${ids.asignado}`, headers: bearer(admin), payload: { usuarioId: 1 } });
    await moveTo(t.app, admin, ids.resuelto!, 'RESUELTO', { motivo: 'Multado' });
    await moveTo(t.app, admin, ids.duplicado!, 'DUPLICADO', { motivo: 'Repetido', duplicadoDe: ids.resuelto });
  });
  afterAll(async () => t.close());

  it('without filters lists every complaint of the range as before, each with its workflow', async () => {
    const rows = await report({});
    expect(idsOf(rows)).toEqual([ids.recibido, ids.revision, ids.asignado, ids.resuelto, ids.duplicado]);
    expect(rows.find((row) => row.id === ids.asignado)).toMatchObject({
      estado: 'DERIVADO A INSPECCION',
      asignado: { id: 1, nombre: expect.any(String) },
      vencido: true,
      motivo: null,
    });
    expect(rows.find((row) => row.id === ids.resuelto)).toMatchObject({
      estado: 'RESUELTO',
      asignado: null,
      vencido: false,
      motivo: 'Multado',
    });
  });

  it('filters by one state or by several', async () => {
    expect(idsOf(await report({ estado: 'EN REVISION' }))).toEqual([ids.revision]);
    expect(idsOf(await report({ estado: ['RESUELTO', 'DUPLICADO'] }))).toEqual([ids.resuelto, ids.duplicado]);
    expect(idsOf(await report({ estado: ['DUPLICADO', 'RESUELTO'] }))).toEqual([ids.resuelto, ids.duplicado]);
    expect(await report({ estado: 'NO PROCEDE' })).toEqual([]);
  });

  it('filters by assignee, null meaning nobody', async () => {
    expect(idsOf(await report({ asignado: 1 }))).toEqual([ids.asignado]);
    expect(idsOf(await report({ asignado: null }))).toEqual([ids.recibido, ids.revision, ids.resuelto, ids.duplicado]);
  });

  it('filters overdue (open longer than COMPLAINT_DUE_DAYS) and not overdue', async () => {
    expect(idsOf(await report({ vencido: true }))).toEqual([ids.recibido, ids.revision, ids.asignado]);
    expect(idsOf(await report({ vencido: false }))).toEqual([ids.resuelto, ids.duplicado]);
    const recent = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: recentDay, fin: recentDay, vencido: false },
    });
    expect(recent.json<Row[]>().map((row) => row.id)).toContain(ids.reciente);
  });

  it('combines the filters', async () => {
    expect(idsOf(await report({ estado: ['RECIBIDO', 'DERIVADO A INSPECCION'], asignado: null, vencido: true }))).toEqual([ids.recibido]);
  });

  it('refuses an unknown state, a bad assignee or a non-boolean vencido with a Spanish 400', async () => {
    for (const body of [
      { estado: 'CERRADO' },
      { estado: [] },
      { estado: ['RECIBIDO', 'RECIBIDO'] },
      { asignado: 0 },
      { asignado: 'yo' },
      { vencido: 'quizá' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/reportFecha',
        headers: bearer(admin),
        payload: { ini: day, fin: day, ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    }
  });
});
