import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { submitComplaint } from '../support/complaints.ts';
import { adminToken, bearer } from '../support/session.ts';

/**
 * A 2xx only after a durable commit (docs/offline.md, "On the server: durable answers"). On SQLite
 * the commit's fsync moved off the event loop into one group fsync of the WAL that every successful
 * write answer waits for.
 */
describe('durable answers on sqlite: one group fsync off the event loop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
  });
  afterAll(async () => t.close());

  const syncs = () => t.app.walSync?.count ?? Number.NaN;

  it('commits without its own fsync: the writer connection runs synchronous=NORMAL', async () => {
    const rows = await t.app.db.raw<{ synchronous: number }[]>('PRAGMA synchronous');
    expect(rows[0]?.synchronous).toBe(1);
  });

  it('sends a 201 only once the WAL was fsynced after the commit', async () => {
    const before = syncs();
    const created = await submitComplaint(t.app, { placa: '1234DUR' });
    expect(created.id).toBeGreaterThan(0);
    expect(syncs()).toBeGreaterThan(before);
  });

  it('shares one fsync among complaints that arrive together, each answered only after it', async () => {
    const before = syncs();
    const created = await Promise.all(Array.from({ length: 10 }, (_, i) => submitComplaint(t.app, { placa: `${5000 + i}GRP` })));
    expect(new Set(created.map((c) => c.id)).size).toBe(10);
    const done = syncs() - before;
    expect(done).toBeGreaterThanOrEqual(1);
    expect(done).toBeLessThan(10);
    expect(await t.app.db('reclamos').where('placa', 'like', '%GRP').count({ n: '*' })).toEqual([{ n: 10 }]);
  });

  it('does not wait for a refused write or a read', async () => {
    const before = syncs();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/formulario',
      payload: {},
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(await adminToken(t.app)) });
    expect(me.statusCode).toBe(200);
    // The sign-in above is a write answered 200: one fsync, and none for the refusal or the read.
    expect(syncs() - before).toBe(1);
  });
});
