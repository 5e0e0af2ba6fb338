import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { PRINCIPALS, SIGNED_IN, callerFor, type PrincipalKind } from './principals.ts';

/**
 * The live map's routes × every kind of caller (the same principals as matrix.test.ts, kept in
 * its own file so the slices do not collide in one table). The socket's own role rules are in
 * test/positions/socket.test.ts.
 */

/** position map: listPosicion (the roles table, shared-types permissions.ts). */
const MAP_VIEWERS: readonly PrincipalKind[] = ['admin id 1', 'another ADMINISTRADOR', 'USUARIO'];

const ROUTES = {
  'GET /api/listPosicion': {
    url: '/api/listPosicion',
    expected: (kind: PrincipalKind) => (MAP_VIEWERS.includes(kind) ? 200 : SIGNED_IN.includes(kind) ? 403 : 401),
  },
  'GET /api/mapConfig': { url: '/api/mapConfig', expected: () => 200 },
} as const;

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
    const { token } = await callerFor(t.app, admin, kind);
    const res = await t.app.inject({ method: 'GET', url: route.url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });
});
