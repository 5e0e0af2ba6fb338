import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /api/appConfig', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { TZ: 'America/Lima', SOS_PHONE: '+591 700-12345' });
  });
  afterAll(async () => t.close());

  it("names the server's time zone to anyone, so the PWA counts 'today' as the server does", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/appConfig' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      timeZone: 'America/Lima',
      vapidPublicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/),
      sos: { holdSeconds: 2, phone: '+59170012345' },
    });
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
