import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { registerInspection } from '../support/inspections.ts';
import { PRINCIPALS, callerFor } from './principals.ts';
import { CORE_ROUTES, expectedStatus } from './core-routes.ts';

/** Every route of the core slices × every kind of caller, each cell asserting the status. */
describe.each(engines())('permission matrix on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let complaint: { complaintId: number; codigo: string; imageFile: string; inspectionUuid: string };
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const { id, codigo } = await submitComplaint(t.app);
    const row = await t.app.db('reclamos').where({ id }).first();
    complaint = { complaintId: id, codigo, imageFile: `${row.blob_id}.jpg`, inspectionUuid: (await registerInspection(t.app, admin)).uuid };
  });
  afterAll(async () => t.close());

  const cells = Object.entries(CORE_ROUTES).flatMap(([name, route]) =>
    PRINCIPALS.map((kind) => [name, kind, expectedStatus(route, kind)] as const),
  );

  it.each(cells)('%s as %s → %i', async (name, kind, expected) => {
    const route = CORE_ROUTES[name];
    if (!route) throw new Error(name);
    // Fresh admin session: 'PUT /api/me/password' as admin ends the admin's other sessions.
    admin = await adminToken(t.app);
    const caller = await callerFor(t.app, admin, kind);
    const target = await createUser(t.app, admin, 'CHOFER');
    const multipart = route.multipart ? await route.multipart() : undefined;
    const body = route.prepare ? await route.prepare(t.app, caller, admin) : route.body?.(caller);
    const res = await t.app.inject({
      method: route.method,
      url: route.url({ userId: target.id, ...complaint }),
      headers: { ...(caller.token ? bearer(caller.token) : {}), ...multipart?.headers },
      ...(body ? { payload: body } : {}),
      ...(multipart ? { payload: multipart.payload } : {}),
    });
    expect(res.statusCode, res.body).toBe(expected);
    if (expected >= 400) expect(res.json()).toEqual({ message: expect.stringMatching(/\S/) });
  });
});
