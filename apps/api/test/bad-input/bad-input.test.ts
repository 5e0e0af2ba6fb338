import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { ADMIN_PASSWORD, buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser } from '../support/session.ts';
import { MSG } from '@reclamos/shared-types/messages';

/** Every route with a body or a path parameter, with a body it accepts. */
const BODY_ROUTES = {
  'POST /api/login': { method: 'POST', url: '/api/login', body: { name: 'admin', password: ADMIN_PASSWORD } },
  'PUT /api/me/password': {
    method: 'PUT',
    url: '/api/me/password',
    body: { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_PASSWORD },
  },
  'POST /api/user': {
    method: 'POST',
    url: '/api/user',
    body: { nombre: 'N', rol: 'USUARIO', email: 'n@atm.gob.bo', name: 'n1', password: 'clave-segura-1' },
  },
  'PUT /api/user/:id': { method: 'PUT', url: '/api/user/{target}', body: { nombre: 'N', name: 'n2', email: 'n@atm.gob.bo' } },
  'PUT /api/updatePassword/:id': { method: 'PUT', url: '/api/updatePassword/{target}', body: { password: 'clave-segura-1' } },
  'POST /api/searchpersona': { method: 'POST', url: '/api/searchpersona', body: { cedula: '1234567' } },
  'POST /api/searchvehiculo': { method: 'POST', url: '/api/searchvehiculo', body: { placa: '1234ABC' } },
  'POST /api/reportFecha': { method: 'POST', url: '/api/reportFecha', body: { ini: '2026-01-01', fin: '2026-01-31' } },
} as const;

const WRONG_VALUES: [string, unknown][] = [
  ['a number', 12345],
  ['a boolean', true],
  ['null', null],
  ['an array', ['x']],
  ['an object', { a: 1 }],
  ['an empty string', ''],
  ['a 10 kB string', 'x'.repeat(10_240)],
];

describe.each(engines())('bad input on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let target: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    target = (await createUser(t.app, admin, 'USUARIO')).id;
  });
  afterAll(async () => t.close());

  async function userCount(): Promise<number> {
    return (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) })).json<PublicUser[]>().length;
  }

  function send(route: (typeof BODY_ROUTES)[keyof typeof BODY_ROUTES], payload: string | object, contentType = 'application/json') {
    return t.app.inject({
      method: route.method,
      url: route.url.replace('{target}', String(target)),
      headers: { ...bearer(admin), 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  }

  function expectClientError(res: { statusCode: number; json(): unknown; body: string }) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).toBeLessThan(500);
    expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
    expect(res.body).not.toMatch(/select|insert|update|sqlite|postgres|stack|at \//i);
  }

  for (const [name, route] of Object.entries(BODY_ROUTES)) {
    describe(name, () => {
      it('refuses a missing body, each missing field and each wrongly typed field with 4xx', async () => {
        const before = await userCount();
        expectClientError(await send(route, {}));
        for (const field of Object.keys(route.body)) {
          const { [field]: _dropped, ...rest } = route.body as Record<string, unknown>;
          const missing = await send(route, rest);
          expectClientError(missing);
          expect(missing.json()).toEqual({ message: MSG.validation.required });
          for (const [, value] of WRONG_VALUES) {
            expectClientError(await send(route, { ...route.body, [field]: value }));
          }
        }
        expect(await userCount()).toBe(before);
      });

      it('refuses invalid JSON, a non-object body and an unknown content type', async () => {
        for (const raw of ['{"name":', 'null', '[]', '"texto"', '42']) expectClientError(await send(route, raw));
        const invalid = await send(route, '{"name":');
        expect(invalid.json()).toEqual({ message: MSG.validation.invalidJson });
        expectClientError(await send(route, 'name=admin', 'text/plain'));
      });

      it('refuses a body over the size limit with 413', async () => {
        const res = await send(route, { ...route.body, padding: 'x'.repeat(200 * 1024) });
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ message: MSG.validation.bodyTooLarge });
      });
    });
  }

  it('ignores extra fields and never stores them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(admin),
      payload: {
        nombre: 'Extra',
        rol: 'USUARIO',
        email: 'x@atm.gob.bo',
        name: 'extra1',
        password: 'clave-segura-1',
        id: 1,
        estado: 'INACTIVO',
        password_hash: 'x',
        deleted_at: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'extra1', estado: 'ACTIVO' });
    expect(res.json().id).not.toBe(1);
  });

  it('stores SQL and HTML fragments literally and answers them back unchanged', async () => {
    const nombre = `Robert'); DROP TABLE users;-- <script>alert("x")</script> & ñandú`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: bearer(admin),
      payload: { nombre, rol: 'USUARIO', email: 'sql@atm.gob.bo', name: `o'brien;--`, password: `' OR '1'='1` },
    });
    expect(res.statusCode).toBe(201);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(admin) })).json<PublicUser[]>();
    expect(listed.find((u) => u.id === res.json().id)).toMatchObject({ nombre, name: `o'brien;--` });
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: `o'brien;--`, password: `' OR '1'='1` } });
    expect(login.statusCode).toBe(200);
    const injection = await t.app.inject({ method: 'POST', url: '/api/login', payload: { name: `admin' --`, password: 'x' } });
    expect(injection.statusCode).toBe(401);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999', '1%20OR%201=1'])('refuses the path id %s with 400', async (id) => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: bearer(admin) });
    expectClientError(res);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MSG.validation.invalidId });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nada', '/api', '/api/user/1/otra']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.http.notFound });
    }
  });
});
