import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DelitoAdmin, DelitoEntry } from '@reclamos/shared-types/authority/schemas';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { dayOfFecha } from '../support/days.ts';
import { hasPoppler, pdfText, squash } from '../support/pdf-inspect.ts';
import { auditCount, auditRows } from './support.ts';

describe.each(engines())('the infraction catalogue on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const post = (detalle: unknown, token = admin) =>
    t.app.inject({ method: 'POST', url: '/api/delito', headers: bearer(token), payload: { detalle } });
  const put = (id: number, body: object, token = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/delito/${id}`, headers: bearer(token), payload: body });
  const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/delito' })).json<DelitoEntry[]>();

  it("answers the public the spec's {id, detalle} and an administrator every one with activo (todos=1)", async () => {
    const list = await publicList();
    expect(list.length).toBeGreaterThanOrEqual(15);
    expect(Object.keys(list[0] ?? {})).toEqual(['id', 'detalle']);
    const all = await t.app.inject({ method: 'GET', url: '/api/delito?todos=1', headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    expect(all.json<DelitoAdmin[]>()[0]).toEqual({ id: 1, detalle: 'Cobro indebido de pasaje', activo: true });
    // todos=1 without a session or as a USUARIO: refused; todos=0 is the public list.
    expect((await t.app.inject({ method: 'GET', url: '/api/delito?todos=1' })).statusCode).toBe(401);
    const usuario = await createUser(t.app, admin, 'USUARIO');
    const token = (await login(t.app, usuario.name, usuario.password)).token;
    expect((await t.app.inject({ method: 'GET', url: '/api/delito?todos=1', headers: bearer(token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/delito?todos=0' })).json()).toEqual(list);
    expect((await t.app.inject({ method: 'GET', url: '/api/delito?todos=2' })).statusCode).toBe(400);
  });

  it('adds an infraction with one audit row; the same detalle in another case or without accents is a 409 with none', async () => {
    const before = await auditCount(t.app);
    const res = await post('  Estacionar   en doble fila ');
    expect(res.statusCode).toBe(201);
    const created = res.json<DelitoAdmin>();
    expect(created).toEqual({ id: expect.any(Number), detalle: 'Estacionar en doble fila', activo: true });
    expect((await publicList()).map((d) => d.detalle)).toContain('Estacionar en doble fila');
    const rows = await auditRows(t.app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      accion: 'crear',
      objeto: 'delito',
      objeto_id: String(created.id),
      usuario_id: 1,
      antes: null,
      despues: created,
    });

    for (const duplicate of ['ESTACIONAR EN DOBLE FILA', 'estacionar en doble  fila', 'Desvio de ruta', 'DESVÍO DE RUTA']) {
      const again = await post(duplicate);
      expect(again.statusCode, duplicate).toBe(409);
      expect(again.json()).toEqual({ message: 'Ya existe una infracción con ese detalle.' });
    }
    expect(await auditCount(t.app)).toBe(before + 1);
  });

  it('refuses a blank, too long or missing detalle and an empty change with a Spanish 400', async () => {
    for (const detalle of ['', '   ', 'x'.repeat(201), 12, null]) {
      const res = await post(detalle);
      expect(res.statusCode, String(detalle)).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
    expect((await put(1, {})).statusCode).toBe(400);
    expect((await put(1, { activo: 'no' })).statusCode).toBe(400);
    expect((await put(999999, { activo: false })).statusCode).toBe(404);
  });

  it("renames one (409 into another's detalle) and writes before and after", async () => {
    const { id } = (await post('Fumar dentro del vehículo')).json<DelitoAdmin>();
    const before = await auditCount(t.app);
    expect((await put(id, { detalle: 'Exceso de velocidad' })).statusCode).toBe(409);
    expect(await auditCount(t.app)).toBe(before);
    const renamed = await put(id, { detalle: 'Fumar dentro del vehiculo' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, detalle: 'Fumar dentro del vehiculo', activo: true });
    const rows = await auditRows(t.app);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      accion: 'modificar',
      objeto: 'delito',
      antes: { id, detalle: 'Fumar dentro del vehículo', activo: true },
      despues: { id, detalle: 'Fumar dentro del vehiculo', activo: true },
    });
    // Nothing changed: no row.
    expect((await put(id, { activo: true })).statusCode).toBe(200);
    expect(await auditCount(t.app)).toBe(before + 1);
  });

  it('a retired infraction leaves the public list but stays on its old complaints (report and PDF)', async () => {
    const { id } = (await post('Circular sin luces')).json<DelitoAdmin>();
    const complaint = await submitComplaint(t.app, { delito_id: String(id), placa: '5050RET' });
    const retired = await put(id, { activo: false });
    expect(retired.json()).toEqual({ id, detalle: 'Circular sin luces', activo: false });
    expect((await publicList()).map((d) => d.id)).not.toContain(id);
    const all = (await t.app.inject({ method: 'GET', url: '/api/delito?todos=1', headers: bearer(admin) })).json<DelitoAdmin[]>();
    expect(all.find((d) => d.id === id)).toEqual({ id, detalle: 'Circular sin luces', activo: false });

    // The complaint's own day: this block may run after Bolivian midnight has passed.
    const day = dayOfFecha(complaint.fecha, t.config.timeZone);
    const report = (
      await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload: { ini: day, fin: day } })
    ).json<Complaint[]>();
    expect(report.find((c) => c.id === complaint.id)).toMatchObject({ delito_id: id, delito: 'Circular sin luces' });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${complaint.id}`, headers: bearer(admin) });
    expect(pdf.statusCode).toBe(200);
    if (hasPoppler) expect(squash(pdfText(pdf.rawPayload).join(''))).toContain(squash('Circular sin luces'));

    // A complaint a phone queued offline before the retirement is still taken (never lost).
    const late = await submitComplaint(t.app, { delito_id: String(id), placa: '5051RET' });
    expect(await t.app.db('reclamos').where({ id: late.id }).first()).toMatchObject({ delito_id: id });

    // Brought back, it is public again.
    await put(id, { activo: true });
    expect((await publicList()).map((d) => d.id)).toContain(id);
  });
});
