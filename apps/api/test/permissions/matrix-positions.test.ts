import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Role } from '@reclamos/shared-types/roles';
import { ADMIN_PASSWORD, buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';

/**
 * The live map's routes × every kind of caller (the same principals as matrix.test.ts, kept in
 * its own file so the slices do not collide in one table). The socket's own role rules are in
 * test/positions/socket.test.ts.
 */
const PRINCIPALS = ['anonymous', 'admin id 1', 'another ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER', 'inactive user', 'deleted user', 'expired token', 'garbage token'] as const;
type PrincipalKind = (typeof PRINCIPALS)[number];

/** position map: listPosicion (DESIGN.md roles table). */
const MAP_VIEWERS: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];
const SIGNED_IN: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER'];

const ROUTES = {
  'GET /api/listPosicion': { url: '/api/listPosicion', expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401) },
  'GET /api/mapConfig': { url: '/api/mapConfig', expected: () => 200 },
} as const;

const ROLE_OF: Partial<Record<PrincipalKind, Role>> = {
  'another ADMINISTRADOR': 'ADMINISTRADOR',
  USUARIO: 'USUARIO',
  INSPECTOR: 'INSPECTOR',
  CHOFER: 'CHOFER',
  'inactive user': 'ADMINISTRADOR',
  'deleted user': 'ADMINISTRADOR',
  'expired token': 'USUARIO',
};

async function tokenFor(app: FastifyInstance, admin: string, kind: PrincipalKind): Promise<string | null> {
  if (kind === 'anonymous') return null;
  if (kind === 'garbage token') return 'x'.repeat(43);
  if (kind === 'admin id 1') return (await login(app, 'admin', ADMIN_PASSWORD)).token;
  const user = await createUser(app, admin, ROLE_OF[kind] ?? 'USUARIO');
  const { token } = await login(app, user.name, user.password);
  if (kind === 'inactive user') await app.inject({ method: 'POST', url: `/api/cambioEstado/${user.id}`, headers: bearer(admin) });
  if (kind === 'deleted user') await app.inject({ method: 'DELETE', url: `/api/user/${user.id}`, headers: bearer(admin) });
  if (kind === 'expired token') await app.db('sessions').where({ user_id: user.id }).update({ expires_at: Date.now() - 1000 });
  return token;
}

describe.each(engines())('permission matrix of the live map on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cells = Object.entries(ROUTES).flatMap(([name, route]) => PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const));

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = ROUTES[name as keyof typeof ROUTES];
    const token = await tokenFor(t.app, admin, kind);
    const res = await t.app.inject({ method: 'GET', url: route.url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });
});
