import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@reclamos/shared-types/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';

/** The hooks a route runs, by lifecycle stage, as Fastify lists them (function names). */
function hooksOf(t: TestApp, method: string, url: string): Record<string, string[]> {
  const tree = t.app.printRoutes({ includeHooks: true, commonPrefix: false });
  const lines = tree.split('\n');
  const start = lines.findIndex((line) => line.includes(url.slice(1)) && line.includes(method));
  if (start < 0) throw new Error(`no ${method} ${url} in\n${tree}`);
  const hooks: Record<string, string[]> = {};
  for (const line of lines.slice(start + 1)) {
    const match = /• \((\w+)\) \[(.*)\]/.exec(line);
    if (!match) break;
    hooks[match[1] ?? ''] = (match[2] ?? '').split(',').map((name) => name.trim());
  }
  return hooks;
}

/**
 * A signed-in read (GET me, the one the auth bench times) pays only for what it needs: no hook of
 * the multipart uploads (two async hooks and a listener per request before) nor of the durable
 * answers of writes, and its session check needs no promise on SQLite.
 */
describe.each(engines())('what a signed-in read pays for (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  it('GET me runs no upload or write hook', () => {
    const hooks = hooksOf(t, 'GET', '/api/me');
    expect(hooks.onRequest).toHaveLength(3); // security headers, session check, compress's reply decoration
    expect(hooks.preValidation ?? []).toEqual([]);
    expect(hooks.onSend).toHaveLength(1); // compress (a small answer goes as it is)
    expect(hooks.onResponse).toHaveLength(1); // metrics
  });

  it('a write route still waits for its durable answer, and only the upload routes read multipart', () => {
    expect(hooksOf(t, 'POST', '/api/formulario').onSend).toHaveLength(engine === 'sqlite' ? 2 : 1);
    expect(hooksOf(t, 'POST', '/api/formulario').onResponse).toHaveLength(2);
    expect(hooksOf(t, 'POST', '/api/reportFecha').onSend).toHaveLength(engine === 'sqlite' ? 2 : 1);
  });

  it('refuses a multipart body on a JSON route with 415 and a Spanish message', async () => {
    const token = await adminToken(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="ini"\r\n\r\n2025-01-01\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MSG.validation.unsupportedMediaType });
  });
});
