import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { PRINCIPALS, callerFor } from './principals.ts';
import { AUTHORITY_ROUTES } from './authority-routes.ts';

describe.each(engines())('permission matrix of authority data on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cells = Object.entries(AUTHORITY_ROUTES).flatMap(([name, route]) =>
    PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const),
  );

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = AUTHORITY_ROUTES[name];
    if (!route) throw new Error(name);
    const { token } = await callerFor(t.app, admin, kind);
    const url = await route.url(t.app);
    const multipart = route.multipart ? await route.multipart() : undefined;
    const audited = Number(((await t.app.db('auditoria').count({ n: '*' }).first()) as { n: number | string }).n);
    const res = await t.app.inject({
      method: route.method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...multipart?.headers },
      ...(route.body ? { payload: route.body() } : {}),
      ...(multipart ? { payload: multipart.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) {
      expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
      // A refused request writes no audit row.
      expect(Number(((await t.app.db('auditoria').count({ n: '*' }).first()) as { n: number | string }).n)).toBe(audited);
    }
  });
});
