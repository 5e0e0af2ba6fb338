import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@reclamos/shared-types/messages';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';

/**
 * A complaint whose body ends inside its photo, over real HTTP (inject hands the body over whole, so
 * busboy reports the end of the form first; a socket delivers it in pieces and the photo's own
 * stream fails first): the phone lost coverage mid-upload, or a proxy cut the body short. It is the
 * caller's incomplete request, so 400 with the Spanish message, and nothing is stored.
 */
describe.each(engines())('a complaint cut off inside its photo, over HTTP, on %s', (engine) => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(async () => t.close());

  /** Sends `body` in 4 kB pieces, chunked or with a Content-Length that matches what is sent. */
  function send(body: Buffer, headers: Record<string, string>, chunked: boolean): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/formulario',
          headers: { ...headers, 'idempotency-key': randomUUID(), ...(chunked ? {} : { 'content-length': String(body.length) }) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('error', reject);
      for (let at = 0; at < body.length; at += 4096) req.write(body.subarray(at, at + 4096));
      req.end();
    });
  }

  const cases = [0.3, 0.6, 0.95].flatMap((share): [number, string][] => [
    [share, 'chunked'],
    [share, 'with its length'],
  ]);

  it.each(cases)('cut at %s of the body, sent %s: 400 in Spanish and no complaint', async (share, how) => {
    const before = Number(((await t.app.db('reclamos').count({ n: '*' }).first()) as { n: number | string }).n);
    const body = await multipartBody(
      {
        cedula: '7000005',
        nombre: 'ANA',
        telefono: '70000005',
        placa: '4444CCC',
        delito_id: '1',
        direccion: 'Av. Bolívar',
        descripcion: 'x',
      },
      { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(800, 600) },
    );
    const res = await send(body.payload.subarray(0, Math.floor(body.payload.length * share)), body.headers, how === 'chunked');
    expect(res.status, res.text).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ message: MSG.http.truncatedUpload });
    expect(Number(((await t.app.db('reclamos').count({ n: '*' }).first()) as { n: number | string }).n)).toBe(before);
  });
});
