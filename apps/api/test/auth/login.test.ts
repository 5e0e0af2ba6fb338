import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser } from '../support/session.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';

describe.each(engines())('auth on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  describe('first start', () => {
    it('created the principal administrator: id 1, account admin, ADMINISTRADOR, ACTIVO', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: 'admin', password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toEqual({
        id: 1,
        nombre: 'Administrador',
        name: 'admin',
        email: 'admin@reclamos-atm.local',
        rol: 'ADMINISTRADOR',
        estado: 'ACTIVO',
      });
    });
  });

  describe('POST /api/login', () => {
    it('answers the user and an opaque 256-bit token, never a password hash', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: 'ADMIN', password: ADMIN_PASSWORD } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
      expect(res.body).not.toMatch(/password|scrypt/i);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(11.9 * 3600_000);
      expect(Date.parse(body.expiresAt) - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    });

    it('stores only a hash of the token', async () => {
      const { token } = (
        await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: 'admin', password: ADMIN_PASSWORD } })
      ).json();
      const rows = await t.app.db('sessions').select('token_hash');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.map((r: { token_hash: string }) => r.token_hash)).not.toContain(token);
    });

    it.each([
      ['a wrong password', 'admin', 'incorrecta-123'],
      ['an unknown account', 'nadie', 'cualquiera-123'],
    ])('refuses %s with 401 and a Spanish message', async (_case, name, password) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name, password } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: AUTH_MSG.signIn.invalidCredentials });
    });

    it('refuses an inactive and a deleted account with the same 401', async () => {
      const admin = await adminToken(t.app);
      const inactive = await createUser(t.app, admin, 'USUARIO');
      await t.app.inject({ method: 'POST', url: `/api/cambioEstado/${inactive.id}`, headers: bearer(admin) });
      const deleted = await createUser(t.app, admin, 'INSPECTOR');
      await t.app.inject({ method: 'DELETE', url: `/api/user/${deleted.id}`, headers: bearer(admin) });
      for (const user of [inactive, deleted]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: user.name, password: user.password } });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: AUTH_MSG.signIn.invalidCredentials });
      }
    });
  });

  describe('GET /api/me', () => {
    it('answers the signed-in user', async () => {
      const token = await adminToken(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toMatchObject({ id: 1, name: 'admin' });
    });

    it('refuses no token, a garbage token and a malformed header', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/me' })).json()).toEqual({ message: MSG.session.required });
      for (const authorization of ['Bearer garbage', 'Basic YWRtaW46YWRtaW4=', 'Bearer ']) {
        const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization } });
        expect(res.statusCode).toBe(401);
      }
    });
  });

  describe('POST /api/logout', () => {
    it('revokes the token it is called with, and only that one', async () => {
      const first = await adminToken(t.app);
      const second = await adminToken(t.app);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(first) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(first) })).statusCode).toBe(204);
      const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(first) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: MSG.session.invalid });
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second) })).statusCode).toBe(200);
    });
  });

  describe('PUT /api/me/password', () => {
    it('changes the own password with the current one and ends the other sessions', async () => {
      const admin = await adminToken(t.app);
      const user = await createUser(t.app, admin, 'CHOFER');
      const login = () => t.app.inject({ method: 'POST', url: '/api/login', payload: { name: user.name, password: user.password } });
      const current = (await login()).json().token as string;
      const other = (await login()).json().token as string;
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(200);

      const wrong = await t.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: bearer(current),
        payload: { currentPassword: 'no-es-la-clave', newPassword: 'nueva-clave-99' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ message: AUTH_MSG.ownPassword.wrongCurrent });

      const ok = await t.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: bearer(current),
        payload: { currentPassword: user.password, newPassword: 'nueva-clave-99' },
      });
      expect(ok.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(current) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      const fresh = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: user.name, password: 'nueva-clave-99' } });
      expect(fresh.statusCode).toBe(200);
    });

    it('refuses a new password under 8 characters', async () => {
      const admin = await adminToken(t.app);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/me/password',
        headers: bearer(admin),
        payload: { currentPassword: ADMIN_PASSWORD, newPassword: 'corta' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MSG.validation.passwordTooShort });
    });
  });
});

describe('session expiry', () => {
  it('refuses a token past its absolute expiry', async () => {
    const t = await buildTestApp('sqlite', { SESSION_TTL_HOURS: '1' });
    try {
      const token = await adminToken(t.app);
      await t.app.db('sessions').update({ expires_at: Date.now() - 1 });
      const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
