import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { auditCount, auditRows } from '../authority/support.ts';

/** The audit trail over the complaint case work: state, assignment and notes; and a complaint staff file themselves. */
describe.each(engines())('the audit trail of complaint case work on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: { id: number; token: string };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'USUARIO');
    staff = { id: user.id, token: (await login(t.app, user.name, user.password)).token };
  });
  afterAll(async () => t.close());

  async function audited(request: InjectOptions) {
    const before = await auditCount(t.app);
    const res = await t.app.inject(request);
    return { res, rows: (await auditRows(t.app)).slice(before) };
  }

  it('writes one row per state change, assignment and note, with the values before and after', async () => {
    const { id } = await submitComplaint(t.app);
    const post = (url: string, payload: object, token = staff.token) => audited({ method: 'POST', url, headers: bearer(token), payload });

    const review = await post(`/api/estadoReclamo/${id}`, { estado: 'EN REVISION' });
    expect(review.res.statusCode).toBe(200);
    expect(review.rows).toEqual([
      expect.objectContaining({
        accion: 'cambiar_estado',
        objeto: 'reclamo',
        objeto_id: String(id),
        usuario_id: staff.id,
        antes: { estado: 'RECIBIDO', motivo: null, duplicadoDe: null },
        despues: { estado: 'EN REVISION', motivo: null, duplicadoDe: null },
      }),
    ]);

    const assigned = await post(`/api/asignarReclamo/${id}`, { usuarioId: staff.id });
    expect(assigned.rows).toEqual([
      expect.objectContaining({ accion: 'asignar', objeto: 'reclamo', antes: { asignado: null }, despues: { asignado: staff.id } }),
    ]);

    const note = await post(`/api/notaReclamo/${id}`, { texto: '  Llamar al conductor.  ' });
    expect(note.rows).toEqual([
      expect.objectContaining({ accion: 'anotar', objeto: 'reclamo', antes: null, despues: { texto: 'Llamar al conductor.' } }),
    ]);

    const closed = await post(`/api/estadoReclamo/${id}`, { estado: 'RESUELTO', motivo: 'Conductor sancionado.' });
    expect(closed.rows).toEqual([
      expect.objectContaining({
        antes: { estado: 'EN REVISION', motivo: null, duplicadoDe: null },
        despues: { estado: 'RESUELTO', motivo: 'Conductor sancionado.', duplicadoDe: null },
      }),
    ]);

    const bulk = await audited({
      method: 'POST',
      url: '/api/estadoReclamos',
      headers: bearer(admin),
      payload: { ids: [id, (await submitComplaint(t.app)).id], estado: 'EN REVISION' },
    });
    expect(bulk.res.statusCode).toBe(200);
    expect(bulk.rows.map((row) => [row.accion, row.usuario_id])).toEqual([
      ['cambiar_estado', 1],
      ['cambiar_estado', 1],
    ]);
  });

  it("a complaint filed by signed-in staff writes one crear row naming them, without the citizen's personal data", async () => {
    const key = randomUUID();
    const typed = {
      cedula: '6655443',
      nombre: 'Carla Vargas',
      telefono: '76655443',
      placa: '4321STF',
      descripcion: 'No respetó la parada.',
      direccion: 'Mi casa, calle Sucre 9',
      lat: '-17.9701',
      lng: '-67.1102',
    };
    const before = await auditCount(t.app);
    const filed = await submitComplaint(t.app, typed, undefined, { token: staff.token, key });
    const rows = (await auditRows(t.app)).slice(before);
    expect(rows).toEqual([
      expect.objectContaining({
        accion: 'crear',
        objeto: 'reclamo',
        objeto_id: String(filed.id),
        usuario_id: staff.id,
        antes: null,
        despues: { codigo: filed.codigo, fecha: filed.fecha, placa: '4321STF', delito_id: 1, foto: true },
      }),
    ]);
    // The retention job blanks the citizen's cédula, name, phone, address and position on the
    // complaint; the trail cannot be blanked, so it never holds them, nor what the citizen wrote.
    expect(JSON.stringify(rows)).not.toMatch(/6655443|Carla|Vargas|76655443|Sucre|17\.9701|respetó/i);

    // Its replay (the same key) creates nothing; a citizen's complaint has nobody to name; a
    // refused one writes nothing.
    await submitComplaint(t.app, typed, undefined, { token: staff.token, key });
    await submitComplaint(t.app);
    await expect(submitComplaint(t.app, { delito_id: '999' }, undefined, { token: staff.token })).rejects.toThrow(/400/);
    expect(await auditCount(t.app)).toBe(before + 1);
  });

  it('a refused change writes no row', async () => {
    const { id } = await submitComplaint(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/estadoReclamo/${id}`,
      headers: bearer(admin),
      payload: { estado: 'NO PROCEDE', motivo: 'Sin pruebas.' },
    });
    const cases: (InjectOptions & { url: string })[] = [
      { method: 'POST', url: `/api/estadoReclamo/${id}`, headers: bearer(staff.token), payload: { estado: 'EN REVISION' } },
      { method: 'POST', url: `/api/estadoReclamo/${id}`, headers: bearer(admin), payload: { estado: 'RESUELTO' } },
      { method: 'POST', url: '/api/estadoReclamo/999999', headers: bearer(admin), payload: { estado: 'EN REVISION' } },
      { method: 'POST', url: `/api/asignarReclamo/${id}`, headers: bearer(admin), payload: { usuarioId: 999999 } },
      { method: 'POST', url: '/api/asignarReclamo/999999', headers: bearer(admin), payload: { usuarioId: null } },
      { method: 'POST', url: '/api/notaReclamo/999999', headers: bearer(admin), payload: { texto: 'Nota' } },
    ];
    for (const request of cases) {
      const { res, rows } = await audited(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(rows).toEqual([]);
    }
  });
});
