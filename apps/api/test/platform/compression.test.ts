import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';

const BR = { 'accept-encoding': 'br, gzip, deflate' };

describe.each(engines())('compression on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staticDir: string;
  let imagen = '';
  let complaintId = 0;
  const page = '<!doctype html><html><body>' + 'Reclamos ATM '.repeat(200) + '</body></html>';
  const script = 'export const texto = "' + 'ñandú '.repeat(500) + '";\n';
  beforeAll(async () => {
    // A built PWA in miniature: each text asset with the brotli and gzip copies the build writes.
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-static-'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    const write = (name: string, text: string) => {
      fs.writeFileSync(path.join(staticDir, name), text);
      fs.writeFileSync(path.join(staticDir, `${name}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(staticDir, `${name}.gz`), zlib.gzipSync(text));
    };
    write('index.html', page);
    write('assets/index-abc123.js', script);
    fs.writeFileSync(path.join(staticDir, 'sw.js'), script);
    t = await buildTestApp(engine, { STATIC_DIR: staticDir });
    admin = await adminToken(t.app);
    for (let i = 0; i < 4; i++) {
      complaintId = (
        await submitComplaint(t.app, { placa: `${1000 + i}CMP`, descripcion: 'Cobró de más y no respetó la parada. '.repeat(5) })
      ).id;
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  describe('JSON answers', () => {
    it('sends a long reportFecha compressed with brotli, and the same bytes to a client that accepts none', async () => {
      const day = (offset: number) => new Date(Date.now() + offset * 24 * 3600_000).toISOString().slice(0, 10);
      const payload = { ini: day(-2), fin: day(2) };
      const plain = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const list = plain.json<{ imagen: string }[]>();
      expect(list).toHaveLength(4);
      imagen = list[0]?.imagen ?? '';
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: { ...bearer(admin), ...BR }, payload });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

      const gzip = await t.app.inject({
        method: 'POST',
        url: '/api/reportFecha',
        headers: { ...bearer(admin), 'accept-encoding': 'gzip' },
        payload,
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
      // Compressed whole (on SQLite by the read worker): sent with its length, not chunked.
      if (engine === 'sqlite') expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    });

    it('leaves a small answer (GET me) as it is', async () => {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { ...bearer(admin), ...BR } });
      expect(me.statusCode).toBe(200);
      expect(me.headers['content-encoding']).toBeUndefined();
      expect(me.json()).toMatchObject({ user: { name: 'admin' } });
    });
  });

  describe('photos and PDFs', () => {
    it('sends a photo and a PDF as they are, byte for byte', async () => {
      const photo = await t.app.inject({ method: 'GET', url: `/api/images/${imagen}`, headers: { ...bearer(admin), ...BR } });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-encoding']).toBeUndefined();
      expect(photo.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');

      const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${complaintId}`, headers: { ...bearer(admin), ...BR } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-encoding']).toBeUndefined();
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });
  });

  describe('the PWA', () => {
    it('serves the brotli copy the build wrote, keeping the asset caching and the type', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(staticDir, 'assets/index-abc123.js.br')))).toBe(true);
    });

    it('serves the gzip copy to a client without brotli and the plain file to one without either', async () => {
      const gzip = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const plain = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('serves an app route (history fallback) as the brotli shell, never cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/reclamo', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    });

    it('compresses on the fly a file the build wrote after compressing (the service worker), still never cached', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/sw.js', headers: BR });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    });
  });
});
