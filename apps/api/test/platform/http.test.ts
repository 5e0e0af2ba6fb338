import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { MSG } from '@reclamos/shared-types/messages';

describe('serving the PWA, headers and docs', () => {
  let t: TestApp;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-pwa-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Reclamos ATM</title><div id="root"></div>');
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secreto.ts"]}');
    t = await buildTestApp('sqlite', { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('never serves a source map: 404 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MSG.http.notFound });
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
  });

  it('answers a path parameter past the router limit with 414 in Spanish, a broken escape with 400', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/verificar/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: MSG.http.uriTooLong });
    const broken = await t.app.inject({ method: 'GET', url: '/api/user/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: MSG.http.badUrl });
  });

  it('serves the shell at / and falls back to it for any client route (history mode)', async () => {
    for (const url of ['/', '/login', '/navegador/usuario', '/reclamo', '/no/existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404, not with the shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(res.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and never the service worker or the shell', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/navegador' })).headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows no inline or foreign script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives API answers the lean REST set: no sniffing, never framed, nothing runs', async () => {
    for (const url of ['/api/health', '/api/nada']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('sends HSTS behind a TLS proxy or with a certificate, never on plain HTTP', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers['strict-transport-security']).toBeUndefined();
    const proxied = await buildTestApp('sqlite', { TRUST_PROXY: '127.0.0.1', STATIC_DIR: staticDir });
    try {
      for (const url of ['/', '/api/health']) {
        expect((await proxied.app.inject({ method: 'GET', url })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
      }
    } finally {
      await proxied.close();
    }
  });

  it('keeps CORS closed unless configured', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS to the configured origins only', async () => {
    const open = await buildTestApp('sqlite', { CORS_ORIGINS: 'https://atm.oruro.gob.bo' });
    try {
      const allowed = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://atm.oruro.gob.bo' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://atm.oruro.gob.bo');
      const other = await open.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('answers GET /api/health while the database is reachable, 503 when it is not', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const broken = await buildTestApp('sqlite');
    await broken.app.db.destroy();
    const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MSG.http.databaseUnavailable });
    await broken.app.close().catch(() => undefined);
  });

  it('publishes OpenAPI docs generated from the schemas at /api/docs', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/me',
        '/api/user',
        '/api/user/{id}',
        '/api/cambioEstado/{id}',
        '/api/updatePassword/{id}',
      ]),
    );
    expect(spec.paths['/api/user'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['nombre', 'rol', 'email', 'name', 'password']),
    );
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/listInsp/{fecha}', '/api/inspection', '/api/actualizar', '/api/registro', '/api/verificar/{uuid}']),
    );
    const inspection = spec.paths['/api/inspection'].post.requestBody.content['application/json'].schema;
    expect(inspection.required).toEqual(
      expect.arrayContaining(['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo', 'calificacion']),
    );
    expect(inspection.properties.ventanas.enum).toEqual(['BUENO', 'MALO', 'NO TIENE']);
  });
});
