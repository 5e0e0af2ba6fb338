import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { detailOf } from './support.ts';

const DAY = 24 * 3600_000;

describe.each(engines())('a complaint as staff handle it on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let usuario: { id: number; nombre: string; token: string };

  beforeAll(async () => {
    t = await buildTestApp(engine, { COMPLAINT_DUE_DAYS: '5', COMPLAINT_DUPLICATE_DAYS: '2' });
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'USUARIO', { nombre: 'Rosa Flores' });
    usuario = { id: user.id, nombre: user.nombre, token: (await login(t.app, user.name, user.password)).token };
  });
  afterAll(async () => t.close());

  describe('POST /api/asignarReclamo/:id', () => {
    it('gives the complaint to a staff member who sees reports and takes it back with null', async () => {
      const { id } = await submitComplaint(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/asignarReclamo/${id}`,
        headers: bearer(admin),
        payload: { usuarioId: usuario.id },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, asignado: { id: usuario.id, nombre: 'Rosa Flores' } });
      const back = await t.app.inject({
        method: 'POST',
        url: `/api/asignarReclamo/${id}`,
        headers: bearer(usuario.token),
        payload: { usuarioId: null },
      });
      expect(back.json()).toMatchObject({ id, asignado: null });
    });

    it('refuses an INSPECTOR, a CHOFER, an inactive or a deleted user, or nobody at all, with a Spanish 400', async () => {
      const { id } = await submitComplaint(t.app);
      const inspector = await createUser(t.app, admin, 'INSPECTOR');
      const chofer = await createUser(t.app, admin, 'CHOFER');
      const inactive = await createUser(t.app, admin, 'USUARIO');
      await t.app.inject({ method: 'POST', url: `/api/cambioEstado/${inactive.id}`, headers: bearer(admin) });
      const deleted = await createUser(t.app, admin, 'ADMINISTRADOR');
      await t.app.inject({ method: 'DELETE', url: `/api/user/${deleted.id}`, headers: bearer(admin) });
      for (const usuarioId of [inspector.id, chofer.id, inactive.id, deleted.id, 999999]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/asignarReclamo/${id}`,
          headers: bearer(admin),
          payload: { usuarioId },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: 'Solo se puede asignar a un funcionario activo que vea los reclamos.' });
      }
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/asignarReclamo/999999',
        headers: bearer(admin),
        payload: { usuarioId: null },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'El reclamo no existe.' });
    });

    it('lists who may be assigned: active ADMINISTRADOR and USUARIO accounts only', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/asignables', headers: bearer(usuario.token) });
      expect(res.statusCode).toBe(200);
      const list = res.json<{ id: number; nombre: string; rol: string }[]>();
      expect(list).toContainEqual({ id: usuario.id, nombre: 'Rosa Flores', rol: 'USUARIO' });
      expect(list.every((user) => ['ADMINISTRADOR', 'USUARIO'].includes(user.rol))).toBe(true);
      const assignable = new Set(list.map((user) => user.id));
      const refused = (await t.app
        .db('users')
        .select('id')
        .whereNot({ estado: 'ACTIVO' })
        .orWhereNotNull('deleted_at')
        .orWhereIn('rol', ['INSPECTOR', 'CHOFER'])) as { id: number }[];
      expect(refused.filter((user) => assignable.has(user.id))).toEqual([]);
    });
  });

  describe('POST /api/notaReclamo/:id', () => {
    it('keeps internal notes, oldest first, with their author', async () => {
      const { id } = await submitComplaint(t.app);
      await t.app.inject({
        method: 'POST',
        url: `/api/notaReclamo/${id}`,
        headers: bearer(admin),
        payload: { texto: '  Llamar a la línea 5  ' },
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/notaReclamo/${id}`,
        headers: bearer(usuario.token),
        payload: { texto: 'Conductor identificado' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ notas: unknown[] }>().notas).toEqual([
        { id: expect.any(Number), fecha: expect.any(String), autor: { id: 1, nombre: expect.any(String) }, texto: 'Llamar a la línea 5' },
        {
          id: expect.any(Number),
          fecha: expect.any(String),
          autor: { id: usuario.id, nombre: 'Rosa Flores' },
          texto: 'Conductor identificado',
        },
      ]);
    });

    it('refuses a blank, too long or control-character note with a Spanish 400, and an unknown complaint with 404', async () => {
      const { id } = await submitComplaint(t.app);
      for (const texto of ['   ', 'x'.repeat(2001), 'a\u0000b']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/notaReclamo/${id}`, headers: bearer(admin), payload: { texto } });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
      }
      expect((await detailOf(t.app, admin, id)).notas).toEqual([]);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/notaReclamo/999999',
        headers: bearer(admin),
        payload: { texto: 'x' },
      });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('GET /api/reclamo/:id', () => {
    it('flags complaints about the same plate within COMPLAINT_DUPLICATE_DAYS either side as possible duplicates', async () => {
      const base = Date.parse('2026-06-10T15:00:00Z');
      const make = async (placa: string, offsetDays: number) => {
        const { id } = await submitComplaint(t.app, { placa });
        await t.app
          .db('reclamos')
          .where({ id })
          .update({ fecha: base + offsetDays * DAY });
        return id;
      };
      const subject = await make('5555DUP', 0);
      const before = await make('5555DUP', -1.9);
      const after = await make('5555DUP', 2);
      await make('5555DUP', 2.1);
      await make('5555DUP', -3);
      await make('6666OTR', 0);
      const detail = await detailOf(t.app, admin, subject);
      expect(detail.posiblesDuplicados.map((other) => other.id)).toEqual([before, after]);
      expect(detail.posiblesDuplicados[0]).toEqual({
        id: before,
        codigo: expect.any(String),
        fecha: new Date(base - 1.9 * DAY).toISOString(),
        estado: 'RECIBIDO',
        placa: '5555DUP',
        delito: 'Cobro indebido de pasaje',
      });
      const noPlate = await submitComplaint(t.app, { placa: '' });
      await submitComplaint(t.app, { placa: '' });
      expect((await detailOf(t.app, admin, noPlate.id)).posiblesDuplicados).toEqual([]);
    });

    it('is overdue once open longer than COMPLAINT_DUE_DAYS, never once closed', async () => {
      const { id } = await submitComplaint(t.app);
      expect((await detailOf(t.app, admin, id)).vencido).toBe(false);
      await t.app
        .db('reclamos')
        .where({ id })
        .update({ fecha: Date.now() - 5 * DAY - 60_000 });
      expect((await detailOf(t.app, admin, id)).vencido).toBe(true);
      await t.app.inject({
        method: 'POST',
        url: `/api/estadoReclamo/${id}`,
        headers: bearer(admin),
        payload: { estado: 'NO PROCEDE', motivo: 'Sin pruebas' },
      });
      expect((await detailOf(t.app, admin, id)).vencido).toBe(false);
    });

    it('answers 404 in Spanish for an unknown complaint', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/reclamo/999999', headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'El reclamo no existe.' });
    });
  });
});
