import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { ADMIN_PASSWORD, buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

describe.each(engines())('users on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

  describe('POST /api/user', () => {
    it('creates an ACTIVO user and answers it without any password', async () => {
      const res = await call('POST', '/api/user', {
        nombre: 'Ana Quispe',
        rol: 'INSPECTOR',
        email: 'ana@atm.gob.bo',
        name: 'aquispe',
        password: 'clave-segura-1',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        nombre: 'Ana Quispe',
        name: 'aquispe',
        email: 'ana@atm.gob.bo',
        rol: 'INSPECTOR',
        estado: 'ACTIVO',
      });
      expect(res.body).not.toMatch(/password|scrypt/);
      expect((await login(t.app, 'aquispe', 'clave-segura-1')).user.rol).toBe('INSPECTOR');
    });

    it('refuses a taken account name, whatever its case, with 409', async () => {
      const first = await createUser(t.app, admin, 'USUARIO', { name: 'duplicado' });
      const res = await call('POST', '/api/user', {
        nombre: 'Otro',
        rol: 'USUARIO',
        email: 'o@atm.gob.bo',
        name: 'DUPLICADO',
        password: 'clave-segura-1',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: USERS_MSG.server.accountTaken });
      // A deleted user's account name stays reserved.
      await call('DELETE', `/api/user/${first.id}`);
      expect(
        (
          await call('POST', '/api/user', {
            nombre: 'Otro',
            rol: 'USUARIO',
            email: 'o@atm.gob.bo',
            name: 'duplicado',
            password: 'clave-segura-1',
          })
        ).statusCode,
      ).toBe(409);
    });

    it.each([
      ['an empty name', { nombre: '' }, MSG.validation.required],
      ['a blank name', { nombre: '   ' }, MSG.validation.required],
      ['a missing e-mail', { email: undefined }, MSG.validation.required],
      ['an invalid e-mail', { email: 'no-es-correo' }, MSG.validation.invalidEmail],
      ['an unknown role', { rol: 'SUPERUSUARIO' }, MSG.validation.invalidRole],
      ['a short password', { password: 'corta' }, MSG.validation.passwordTooShort],
      ['an account with spaces', { name: 'juan perez' }, MSG.validation.invalidAccount],
    ])('refuses %s with 400 and a Spanish message', async (_case, change, message) => {
      const body = {
        nombre: 'Válido',
        rol: 'USUARIO',
        email: 'v@atm.gob.bo',
        name: `valido${Math.random().toString(36).slice(2, 8)}`,
        password: 'clave-segura-1',
        ...change,
      };
      const before = (await call('GET', '/api/user')).json<PublicUser[]>().length;
      const res = await call('POST', '/api/user', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
      expect((await call('GET', '/api/user')).json<PublicUser[]>()).toHaveLength(before);
    });
  });

  describe('GET /api/user', () => {
    it('lists users by id without deleted ones or hashes', async () => {
      const gone = await createUser(t.app, admin, 'CHOFER');
      await call('DELETE', `/api/user/${gone.id}`);
      const res = await call('GET', '/api/user');
      expect(res.statusCode).toBe(200);
      const users = res.json<PublicUser[]>();
      expect(users[0]).toMatchObject({ id: 1, name: 'admin' });
      expect(users.map((u) => u.id)).not.toContain(gone.id);
      expect(users.map((u) => u.id)).toEqual([...users.map((u) => u.id)].sort((a, b) => a - b));
      expect(res.body).not.toMatch(/password|scrypt/);
    });
  });

  describe('PUT /api/user/:id', () => {
    it('changes nombre, account, e-mail and role', async () => {
      const user = await createUser(t.app, admin, 'USUARIO');
      const res = await call('PUT', `/api/user/${user.id}`, {
        nombre: 'Nuevo Nombre',
        name: 'nuevacuenta',
        email: 'nuevo@atm.gob.bo',
        rol: 'INSPECTOR',
        estado: 'INACTIVO',
        id: 999,
      });
      expect(res.statusCode).toBe(200);
      // Fields the edit does not own (estado, id) are ignored, never applied.
      expect(res.json()).toEqual({
        id: user.id,
        nombre: 'Nuevo Nombre',
        name: 'nuevacuenta',
        email: 'nuevo@atm.gob.bo',
        rol: 'INSPECTOR',
        estado: 'ACTIVO',
      });
      const { token } = await login(t.app, 'nuevacuenta', user.password);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user.nombre).toBe('Nuevo Nombre');
      await call('PUT', `/api/user/${user.id}`, { nombre: 'Otra Vez', name: 'nuevacuenta', email: 'nuevo@atm.gob.bo' });
      // GET me shows the edit at once, although the session was just looked up.
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user.nombre).toBe('Otra Vez');
    });

    it('keeps the role when the edit sends none, and refuses a taken account', async () => {
      const user = await createUser(t.app, admin, 'CHOFER');
      const res = await call('PUT', `/api/user/${user.id}`, { nombre: 'Sin rol', name: user.name, email: user.email });
      expect(res.json()).toMatchObject({ rol: 'CHOFER' });
      expect((await call('PUT', `/api/user/${user.id}`, { nombre: 'X', name: 'ADMIN', email: user.email })).statusCode).toBe(409);
    });

    it('keeps the principal administrator ADMINISTRADOR', async () => {
      const res = await call('PUT', '/api/user/1', {
        nombre: 'Administrador',
        name: 'admin',
        email: 'admin@reclamos-atm.local',
        rol: 'USUARIO',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USERS_MSG.server.principalKeepsRole });
    });

    it('answers 404 for an unknown or deleted user', async () => {
      expect((await call('PUT', '/api/user/99999', { nombre: 'X', name: 'x9', email: 'x@atm.gob.bo' })).statusCode).toBe(404);
    });
  });

  describe('POST /api/cambioEstado/:id', () => {
    it('toggles ACTIVO and INACTIVO, ending the sessions on deactivation', async () => {
      const user = await createUser(t.app, admin, 'INSPECTOR');
      const { token } = await login(t.app, user.name, user.password);
      // A lookup first, so the cached session must be forgotten too.
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
      const off = await call('POST', `/api/cambioEstado/${user.id}`);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toMatchObject({ id: user.id, estado: 'INACTIVO' });
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
      const on = await call('POST', `/api/cambioEstado/${user.id}`);
      expect(on.json()).toMatchObject({ estado: 'ACTIVO' });
      // The ended session stays ended; signing in again works.
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
      expect((await login(t.app, user.name, user.password)).user.estado).toBe('ACTIVO');
    });

    it('never deactivates the principal administrator', async () => {
      const res = await call('POST', '/api/cambioEstado/1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USERS_MSG.server.principalCannotBeDeactivated });
      expect((await call('GET', '/api/me')).json().user.estado).toBe('ACTIVO');
    });
  });

  describe('DELETE /api/user/:id', () => {
    it('soft-deletes: the row stays, sessions end, the list forgets it', async () => {
      const user = await createUser(t.app, admin, 'USUARIO');
      const { token } = await login(t.app, user.name, user.password);
      // A lookup first, so the cached session must be forgotten too.
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
      const res = await call('DELETE', `/api/user/${user.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MSG.notices.deleted });
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
      expect(await t.app.db('users').where({ id: user.id }).first()).toMatchObject({ id: user.id, deleted_at: expect.any(Number) });
      expect((await call('DELETE', `/api/user/${user.id}`)).statusCode).toBe(404);
    });

    it('accepts a bodiless call that still says application/json', async () => {
      const user = await createUser(t.app, admin, 'USUARIO');
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/${user.id}`,
        headers: { ...bearer(admin), 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(200);
    });

    it('never deletes the principal administrator', async () => {
      const res = await call('DELETE', '/api/user/1');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: USERS_MSG.server.principalCannotBeDeleted });
    });
  });

  describe('PUT /api/updatePassword/:id', () => {
    it("sets a user's password and ends that user's sessions", async () => {
      const user = await createUser(t.app, admin, 'CHOFER');
      const { token } = await login(t.app, user.name, user.password);
      // A lookup first, so the cached session must be forgotten too.
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
      const res = await call('PUT', `/api/updatePassword/${user.id}`, { password: 'otra-clave-77' });
      expect(res.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
      expect((await login(t.app, user.name, 'otra-clave-77')).user.id).toBe(user.id);
    });

    it('asks the principal administrator for the current password to change their own, and keeps it otherwise', async () => {
      const missing = await call('PUT', '/api/updatePassword/1', { password: 'clave-nueva-123' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ message: AUTH_MSG.ownPassword.currentRequired });
      const wrong = await call('PUT', '/api/updatePassword/1', { password: 'clave-nueva-123', currentPassword: 'no-es-esta' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: AUTH_MSG.ownPassword.wrongCurrent });
      expect((await login(t.app, 'admin', ADMIN_PASSWORD)).user.id).toBe(1);
      const right = await call('PUT', '/api/updatePassword/1', { password: ADMIN_PASSWORD, currentPassword: ADMIN_PASSWORD });
      expect(right.statusCode).toBe(200);
    });

    it('refuses a password under 8 characters', async () => {
      const user = await createUser(t.app, admin, 'CHOFER');
      const res = await call('PUT', `/api/updatePassword/${user.id}`, { password: '1234567' });
      expect(res.json()).toEqual({ message: MSG.validation.passwordTooShort });
    });
  });
});
