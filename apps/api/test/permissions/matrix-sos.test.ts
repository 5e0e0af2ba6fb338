import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { PRINCIPALS, callerFor } from './principals.ts';
import { SOS_ROUTES } from './sos-routes.ts';

const BODY = { lat: -17.97, lng: -67.11, accuracy: 10, posicion_at: null, pulsada_at: '2026-11-27T16:00:00.000Z', silenciosa: false };

/** The SOS routes × every kind of caller, each cell on an alert of its own (attending closes one). */
describe.each(engines())('permission matrix of SOS on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let sender: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const field = await createUser(t.app, admin, 'INSPECTOR');
    sender = (await login(t.app, field.name, field.password)).token;
  });
  afterAll(async () => t.close());

  const cells = Object.entries(SOS_ROUTES).flatMap(([name, route]) =>
    PRINCIPALS.map((kind) => [name, kind, route.expected(kind)] as const),
  );

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = SOS_ROUTES[name as keyof typeof SOS_ROUTES];
    const alert = await t.app.inject({
      method: 'POST',
      url: '/api/sos',
      headers: { ...bearer(sender), 'idempotency-key': randomUUID() },
      payload: BODY,
    });
    expect(alert.statusCode).toBe(201);
    const { token } = await callerFor(t.app, admin, kind);
    const res = await t.app.inject({
      method: route.method,
      url: route.url.replace('{id}', String(alert.json<{ id: number }>().id)),
      headers: { ...(token ? bearer(token) : {}), ...(route.body ? { 'idempotency-key': randomUUID() } : {}) },
      ...(route.body ? { payload: BODY } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });
});
