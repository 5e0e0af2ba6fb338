import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import type { Role } from '@reclamos/shared-types/roles';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { dayOfFecha } from '../support/days.ts';
import { registerInspection } from '../support/inspections.ts';
import { moveTo } from '../cases/support.ts';

const DAY = 24 * 3600_000;

describe.each(engines())('GET /api/resumen on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  /** The complaints and inspections seeded "today": the first test keeps them on the server's today. */
  let todayComplaints: number[];
  let todayInspections: number[];

  const resumenAs = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resumen', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<Resumen>();
  };
  const tokenOf = async (rol: Role) => {
    const user = await createUser(t.app, admin, rol);
    return (await login(t.app, user.name, user.password)).token;
  };
  const listLength = async (body: object) =>
    (await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload: body })).json<unknown[]>().length;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const today = [await submitComplaint(t.app), await submitComplaint(t.app), await submitComplaint(t.app)];
    todayComplaints = today.map((complaint) => complaint.id);
    await moveTo(t.app, admin, today[0]!.id, 'EN REVISION');
    await moveTo(t.app, admin, today[1]!.id, 'NO PROCEDE', { motivo: 'Sin datos' });
    // Older ones: one overdue and open, one that arrived a month ago and is closed now (this week),
    // one open for longer than reportFecha's longest range (still open, still counted).
    for (const [days, close] of [
      [20, false],
      [30, true],
      [400, false],
    ] as const) {
      const { id } = await submitComplaint(t.app);
      await t.app
        .db('reclamos')
        .where({ id })
        .update({ fecha: Date.now() - days * DAY });
      if (close) await moveTo(t.app, admin, id, 'RESUELTO', { motivo: 'Listo' });
    }
    todayInspections = [
      (await registerInspection(t.app, admin, { calificacion: 'CUMPLE' })).id,
      (await registerInspection(t.app, admin, { calificacion: 'NO CUMPLE' })).id,
      (await registerInspection(t.app, admin, { calificacion: 'NO CUMPLE' })).id,
    ];
    await t.app.db('positions').insert({ user_id: 1, lat: -17.97, lng: -67.11, accuracy: 5, updated_at: Date.now(), sharing: true });
  });
  afterAll(async () => t.close());

  /**
   * The resumen with today's seeded rows stamped just before asking, asked again if Bolivian
   * midnight fell between the stamp and the answer's 'hoy' (the suite may run long after seeding).
   */
  const resumenWithTodaysRows = async (token: string) => {
    for (;;) {
      const now = Date.now();
      await t.app.db('reclamos').whereIn('id', todayComplaints).update({ fecha: now });
      await t.app.db('inspecciones').whereIn('id', todayInspections).update({ fecha: now });
      const resumen = await resumenAs(token);
      if (resumen.fechas.hoy === dayOfFecha(now, t.config.timeZone)) return resumen;
    }
  };

  it('gives an ADMINISTRADOR every part, each number the length of the list behind it', async () => {
    const resumen = await resumenWithTodaysRows(admin);
    const { hoy, semanaDesde } = resumen.fechas;
    expect(resumen.reclamos?.hoy.total).toBe(await listLength({ ini: hoy, fin: hoy }));
    expect(resumen.reclamos?.hoy.total).toBe(3);
    expect(resumen.reclamos?.hoy.porEstado).toEqual([
      { estado: 'RECIBIDO', total: 1 },
      { estado: 'EN REVISION', total: 1 },
      { estado: 'DERIVADO A INSPECCION', total: 0 },
      { estado: 'RESUELTO', total: 0 },
      { estado: 'NO PROCEDE', total: 1 },
      { estado: 'DUPLICADO', total: 0 },
    ]);
    for (const { estado, total } of resumen.reclamos?.semana.porEstado ?? [])
      expect(total, estado).toBe(await listLength({ ini: semanaDesde, fin: hoy, estado }));
    expect(resumen.reclamos?.semana.total).toBe(await listLength({ ini: semanaDesde, fin: hoy }));
    // Closed this week whatever day they arrived: today's NO PROCEDE and the month-old RESUELTO.
    expect(resumen.reclamos?.cerradosSemana).toEqual({
      total: 2,
      porEstado: [
        { estado: 'RESUELTO', total: 1 },
        { estado: 'NO PROCEDE', total: 1 },
        { estado: 'DUPLICADO', total: 0 },
      ],
    });
    for (const { estado, total } of resumen.reclamos?.cerradosSemana.porEstado ?? [])
      expect(total, estado).toBe(await listLength({ ini: semanaDesde, fin: hoy, segun: 'cierre', estado }));
    expect(resumen.reclamos?.cerradosSemana.total).toBe(await listLength({ ini: semanaDesde, fin: hoy, segun: 'cierre' }));
    // Every open case, the one open for 400 days included.
    expect(resumen.reclamos?.abiertos).toBe(await listLength({ abiertos: true }));
    expect(resumen.reclamos?.abiertos).toBe(4);
    expect(resumen.reclamos?.vencidos).toBe(await listLength({ abiertos: true, vencido: true }));
    expect(resumen.reclamos?.vencidos).toBe(2);
    const inspections = (await t.app.inject({ method: 'GET', url: `/api/listInsp/${hoy}`, headers: bearer(admin) })).json<
      { calificacion: string }[]
    >();
    expect(resumen.inspecciones).toEqual({ hoy: { total: inspections.length, cumple: 1, noCumple: 2 } });
    const map = (await t.app.inject({ method: 'GET', url: '/api/listPosicion', headers: bearer(admin) })).json<unknown[]>();
    expect(resumen.posiciones).toEqual({ enMapa: map.length });
    expect(map).toHaveLength(1);
  });

  it('dates the week from Monday', async () => {
    const { fechas } = await resumenAs(admin);
    expect(new Date(`${fechas.semanaDesde}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(Date.parse(fechas.hoy) - Date.parse(fechas.semanaDesde)).toBeLessThan(7 * DAY);
  });

  it('lists the open cases without dates, and refuses dates with them or a range without both ends', async () => {
    const refusal = async (body: object) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return res.json<{ message: string }>().message;
    };
    const today = dayOfFecha(Date.now(), t.config.timeZone);
    expect(await refusal({ abiertos: true, ini: today, fin: today })).toBe(
      'Los casos abiertos se listan sin fechas: quite la fecha inicial y la final.',
    );
    expect(await refusal({ abiertos: true, segun: 'cierre' })).toBe(
      'Los casos abiertos se listan sin fechas: quite la fecha inicial y la final.',
    );
    expect(await refusal({ ini: today })).toBe('Por favor ingresa datos');
    expect(await refusal({})).toBe('Por favor ingresa datos');
    expect(await refusal({ abiertos: false })).toMatch(/\S/);
  });

  it('gives each role only the parts it may open', async () => {
    const usuario = await resumenAs(await tokenOf('USUARIO'));
    expect(Object.keys(usuario).sort()).toEqual(['fechas', 'inspecciones', 'posiciones', 'reclamos']);
    const inspector = await resumenAs(await tokenOf('INSPECTOR'));
    expect(Object.keys(inspector).sort()).toEqual(['fechas', 'inspecciones']);
    const chofer = await resumenAs(await tokenOf('CHOFER'));
    expect(Object.keys(chofer)).toEqual(['fechas']);
  });

  it('asks an anonymous caller to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/resumen' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Debe iniciar sesión.' });
  });
});
