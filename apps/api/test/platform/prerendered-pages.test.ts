import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A build with the citizen's pages pre-rendered (apps/pwa/build/prerender.ts): `/` is index.html,
 * `/reclamo` reclamo.html, every other route the empty shell.html.
 */
describe('serving the pre-rendered citizen pages', () => {
  let t: TestApp;
  let staticDir: string;
  const landing = '<!doctype html><div id="root"><h1>Inicio pre-renderizado</h1></div>';
  const form = '<!doctype html><div id="root"><h1>Formulario pre-renderizado</h1></div>';
  const shell = '<!doctype html><div id="root"></div>';
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-pwa-pre-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), landing);
    fs.writeFileSync(path.join(staticDir, 'reclamo.html'), form);
    fs.writeFileSync(path.join(staticDir, 'reclamo.html.br'), brotliCompressSync(form));
    fs.writeFileSync(path.join(staticDir, 'shell.html'), shell);
    t = await buildTestApp('sqlite', { STATIC_DIR: staticDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers / and /reclamo with their own HTML, never cached without revalidation', async () => {
    for (const [url, body] of [
      ['/', landing],
      ['/reclamo', form],
      ['/reclamo?desde=qr', form],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(body);
    }
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/reclamo', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(brotliCompressSync(form));
  });

  it('answers every other client route with the empty shell, and /api with JSON 404', async () => {
    for (const url of ['/login', '/navegador/usuario', '/seguimiento/ABC', '/no/existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/nada' })).statusCode).toBe(404);
  });
});
