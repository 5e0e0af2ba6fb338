import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { answerDroppingProxy } from '../support/answer-dropping-proxy.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { inspectionBody } from '../support/inspections.ts';

describe.each(engines())('a lost inspection answer on %s', (engine) => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const inspector = await createUser(t.app, await adminToken(t.app), 'INSPECTOR');
    token = (await login(t.app, inspector.name, inspector.password)).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it('the retry after the server committed but the answer was lost creates no duplicate', async () => {
    const key = randomUUID();
    // The queued item keeps its content, fecha included, across retries.
    const body = JSON.stringify(inspectionBody({ vehicle: { placa: '5150LOS', marca: 'MARCA PERDIDA' } }));
    const send = (to: number) =>
      fetch(`http://127.0.0.1:${to}/api/inspection`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      });
    const proxy = await answerDroppingProxy(port);
    try {
      await expect(send(proxy.port)).rejects.toThrow();
    } finally {
      await proxy.close();
    }
    const committed = await t.app.db('inspecciones').where({ uuid: key });
    expect(committed).toHaveLength(1);

    const retry = await send(port);
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: number }).id).toBe(committed[0].id);
    expect(await t.app.db('inspecciones').where({ uuid: key })).toHaveLength(1);
    expect(await t.app.db('vehiculos').where({ placa: '5150LOS' })).toHaveLength(1);
    expect(await t.app.db('marcas').where({ marca: 'MARCA PERDIDA' })).toHaveLength(1);
  });
});
