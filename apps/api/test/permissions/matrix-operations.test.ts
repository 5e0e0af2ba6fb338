import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { PRINCIPALS, callerFor } from './principals.ts';
import { OPERATIONS_ROUTES } from './operations-routes.ts';

const METRICS_TOKEN = 'token-de-metricas-de-la-matriz';

describe.each(engines())('permission matrix of the operations routes on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { METRICS_TOKEN });
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const cells = Object.entries(OPERATIONS_ROUTES).flatMap(([name, route]) =>
    PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const),
  );

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = OPERATIONS_ROUTES[name];
    if (!route) throw new Error(name);
    const { token } = await callerFor(t.app, admin, kind);
    const res = await t.app.inject({ method: 'GET', url: route.url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });

  it('GET /api/metrics with the metrics token → 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
  });
});
