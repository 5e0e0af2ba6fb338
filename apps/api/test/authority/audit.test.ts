import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { AuditPage } from '@reclamos/shared-types/authority/schemas';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { todayIn } from '../support/days.ts';
import { registerInspection } from '../support/inspections.ts';
import { recordAudit } from '../../src/platform/audit/audit-repository.ts';
import { auditCount, auditRows } from './support.ts';

describe.each(engines())('the audit trail on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  /** The Bolivian day before the app (and any audit row) existed: the block may cross midnight. */
  let startedOn: string;

  beforeAll(async () => {
    startedOn = todayIn();
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  /** Runs a request and returns its status and the audit rows it wrote. */
  async function audited(request: InjectOptions) {
    const before = await auditCount(t.app);
    const res = await t.app.inject(request);
    return { res, rows: (await auditRows(t.app)).slice(before) };
  }

  it('writes one row per user change with the values before and after, never a password or its hash', async () => {
    const created = await audited({
      method: 'POST',
      url: '/api/user',
      headers: bearer(admin),
      payload: { nombre: 'Eva Choque', name: 'evachoque', email: 'eva@atm.gob.bo', rol: 'USUARIO', password: 'secreta-de-eva-1' },
    });
    expect(created.res.statusCode).toBe(201);
    const user = created.res.json<PublicUser>();
    expect(created.rows).toEqual([
      expect.objectContaining({
        accion: 'crear',
        objeto: 'usuario',
        objeto_id: String(user.id),
        usuario_id: 1,
        antes: null,
        despues: user,
      }),
    ]);

    const edited = await audited({
      method: 'PUT',
      url: `/api/user/${user.id}`,
      headers: bearer(admin),
      payload: { nombre: 'Eva Choque M.', name: 'evachoque', email: 'eva@atm.gob.bo', rol: 'INSPECTOR' },
    });
    expect(edited.res.statusCode).toBe(200);
    expect(edited.rows).toEqual([
      expect.objectContaining({
        accion: 'modificar',
        objeto: 'usuario',
        antes: user,
        despues: { ...user, nombre: 'Eva Choque M.', rol: 'INSPECTOR' },
      }),
    ]);

    const status = await audited({ method: 'POST', url: `/api/cambioEstado/${user.id}`, headers: bearer(admin) });
    expect(status.rows).toEqual([
      expect.objectContaining({
        accion: 'cambiar_estado',
        objeto: 'usuario',
        antes: { estado: 'ACTIVO' },
        despues: { estado: 'INACTIVO' },
      }),
    ]);

    const password = await audited({
      method: 'PUT',
      url: `/api/updatePassword/${user.id}`,
      headers: bearer(admin),
      payload: { password: 'otra-secreta-de-eva' },
    });
    expect(password.res.statusCode).toBe(200);
    expect(password.rows).toEqual([
      expect.objectContaining({ accion: 'cambiar_contrasena', objeto: 'usuario', objeto_id: String(user.id), antes: null, despues: null }),
    ]);

    const deleted = await audited({ method: 'DELETE', url: `/api/user/${user.id}`, headers: bearer(admin) });
    expect(deleted.rows).toEqual([
      expect.objectContaining({
        accion: 'eliminar',
        objeto: 'usuario',
        antes: expect.objectContaining({ id: user.id, estado: 'INACTIVO' }),
        despues: null,
      }),
    ]);

    const everything = JSON.stringify(await t.app.db('auditoria').select('*'));
    expect(everything).not.toMatch(/secreta|password|scrypt|hash/i);
  });

  it('a user changing their own password writes one row naming only the change; a wrong current password none', async () => {
    const user = await createUser(t.app, admin, 'USUARIO');
    const token = (await login(t.app, user.name, user.password)).token;
    const wrong = await audited({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(token),
      payload: { currentPassword: 'no-es-la-clave', newPassword: 'clave-propia-nueva' },
    });
    expect(wrong.res.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.rows).toEqual([]);
    const changed = await audited({
      method: 'PUT',
      url: '/api/me/password',
      headers: bearer(token),
      payload: { currentPassword: user.password, newPassword: 'clave-propia-nueva' },
    });
    expect(changed.res.statusCode, changed.res.body).toBe(200);
    expect(changed.rows).toEqual([
      expect.objectContaining({
        accion: 'cambiar_contrasena',
        objeto: 'usuario',
        objeto_id: String(user.id),
        usuario_id: user.id,
        antes: null,
        despues: null,
      }),
    ]);
  });

  it('a refused or failed user change writes no row', async () => {
    const taken = await createUser(t.app, admin, 'CHOFER');
    const other = await createUser(t.app, admin, 'CHOFER');
    const cases = [
      {
        method: 'POST',
        url: '/api/user',
        headers: bearer(admin),
        payload: { nombre: 'X', name: taken.name, email: 'x@atm.gob.bo', rol: 'USUARIO', password: 'clave-segura-1' },
      },
      {
        method: 'PUT',
        url: `/api/user/${other.id}`,
        headers: bearer(admin),
        payload: { nombre: 'X', name: taken.name.toUpperCase(), email: 'x@atm.gob.bo' },
      },
      {
        method: 'PUT',
        url: '/api/user/1',
        headers: bearer(admin),
        payload: { nombre: 'X', name: 'admin', email: 'x@atm.gob.bo', rol: 'USUARIO' },
      },
      { method: 'DELETE', url: '/api/user/1', headers: bearer(admin) },
      { method: 'DELETE', url: '/api/user/999999', headers: bearer(admin) },
      { method: 'POST', url: '/api/cambioEstado/1', headers: bearer(admin) },
      { method: 'PUT', url: `/api/updatePassword/${other.id}`, headers: bearer(admin), payload: { password: 'corta' } },
    ] as const;
    for (const request of cases) {
      const { res, rows } = await audited(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBeGreaterThanOrEqual(400);
      expect(rows).toEqual([]);
    }
  });

  it("an inspection edit (actualizar) writes one row with the inspection before and after; another inspector's refused one none", async () => {
    const inspector = await createUser(t.app, admin, 'INSPECTOR', { nombre: 'Ines Inspectora' });
    const token = (await login(t.app, inspector.name, inspector.password)).token;
    const inspection = await registerInspection(t.app, token, { observacion: 'antes' });
    const { res, rows } = await audited({
      method: 'POST',
      url: '/api/actualizar',
      headers: bearer(token),
      payload: { id: inspection.id, observacion: 'después' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      accion: 'modificar',
      objeto: 'inspeccion',
      objeto_id: String(inspection.id),
      usuario_id: inspector.id,
      antes: { id: inspection.id, observacion: 'antes' },
      despues: { id: inspection.id, observacion: 'después' },
    });
    const row = await t.app.db('auditoria').orderBy('id', 'desc').first();
    expect(row.usuario_nombre).toBe('Ines Inspectora');

    const refused = await audited({
      method: 'POST',
      url: '/api/actualizar',
      headers: bearer(admin),
      payload: { id: inspection.id, observacion: 'ajena' },
    });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.rows).toEqual([]);
  });

  it('is append-only in the database itself: no UPDATE, no DELETE', async () => {
    expect(await auditCount(t.app)).toBeGreaterThan(0);
    await expect(t.app.db('auditoria').update({ accion: 'borrado' })).rejects.toThrow();
    await expect(t.app.db('auditoria').del()).rejects.toThrow();
    expect(await t.app.db('auditoria').where({ accion: 'borrado' }).first()).toBeUndefined();
  });

  it('drops secret-looking keys at any depth before writing', async () => {
    await t.app.db.transaction(async (trx) => {
      await recordAudit(
        trx,
        { id: 1, nombre: 'Admin' },
        {
          accion: 'modificar',
          objeto: 'usuario',
          objetoId: 1,
          antes: { password: 'x', nombre: 'a' },
          despues: { nested: [{ password_hash: 'h', token: 't', ok: 1 }] },
        },
      );
    });
    const row = (await auditRows(t.app)).at(-1);
    expect(row).toMatchObject({ antes: { nombre: 'a' }, despues: { nested: [{ ok: 1 }] } });
  });

  it('GET auditoria pages newest first and filters by user, action, object and days', async () => {
    const list = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/auditoria${query}`, headers: bearer(admin) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AuditPage>();
    };
    const all = await list('?porPagina=500');
    expect(all.total).toBe(await auditCount(t.app));
    const ids = all.items.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.items[0]).toEqual({
      id: expect.any(Number),
      fecha: expect.any(String),
      usuario: { id: 1, nombre: 'Admin' },
      accion: 'modificar',
      objeto: 'usuario',
      objeto_id: '1',
      antes: { nombre: 'a' },
      despues: { nested: [{ ok: 1 }] },
    });

    const paged = await list('?pagina=2&porPagina=2');
    expect(paged.items.map((item) => item.id)).toEqual(ids.slice(2, 4));
    expect((await list('?accion=cambiar_estado')).items.every((item) => item.accion === 'cambiar_estado')).toBe(true);
    expect((await list('?objeto=inspeccion')).total).toBe(1);
    const inspector = (await list('?objeto=inspeccion')).items[0]?.usuario.id;
    // The inspector registered one inspection (its new owner, vehicle and line) and corrected it.
    expect((await list(`?usuario=${inspector}`)).items.map((item) => item.objeto)).toEqual([
      'inspeccion',
      'lista_linea',
      'vehiculo',
      'propietario',
    ]);
    expect((await list(`?desde=${startedOn}&hasta=${todayIn()}&porPagina=500`)).total).toBe(all.total);
    expect((await list('?desde=2020-01-01&hasta=2020-01-31')).total).toBe(0);

    for (const query of ['?desde=2026-02-01&hasta=2026-01-01', '?desde=hoy', '?usuario=0', '?pagina=0', '?porPagina=501']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auditoria${query}`, headers: bearer(admin) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/\S/);
    }
  });
});
