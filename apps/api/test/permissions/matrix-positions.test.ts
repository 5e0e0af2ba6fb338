import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { PRINCIPALS, callerFor } from './principals.ts';
import { POSITIONS_ROUTES } from './positions-routes.ts';

/**
 * The live map's routes × every kind of caller (the same principals as matrix.test.ts, kept in
 * its own file so the slices do not collide in one table). The socket's own role rules are in
 * test/positions/socket.test.ts.
 */

describe.each(engines())('permission matrix of the live map on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cells = Object.entries(POSITIONS_ROUTES).flatMap(([name, route]) =>
    PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const),
  );

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = POSITIONS_ROUTES[name as keyof typeof POSITIONS_ROUTES];
    const { token } = await callerFor(t.app, admin, kind);
    const res = await t.app.inject({ method: 'GET', url: route.url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });
});
