import { createHash, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { answerDroppingProxy } from '../support/answer-dropping-proxy.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { contentHash } from '../../src/platform/http/content-hash.ts';

describe.each(engines())('a lost answer on %s', (engine) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  // The queued item keeps its content, fecha included, across retries.
  const fecha = new Date().toISOString();

  function form(photo: Buffer): FormData {
    const body = new FormData();
    body.append('delito_id', '4');
    body.append('placa', '7777LOS');
    body.append('fecha', fecha);
    body.append('imagen', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
    return body;
  }

  it('the retry after the server committed but the answer was lost creates no duplicate', async () => {
    const proxy = await answerDroppingProxy(port);
    const key = randomUUID();
    const photo = await jpegWithMetadata();
    try {
      await expect(
        fetch(`http://127.0.0.1:${proxy.port}/api/formulario`, { method: 'POST', body: form(photo), headers: { 'Idempotency-Key': key } }),
      ).rejects.toThrow();
    } finally {
      await proxy.close();
    }
    const committed = await t.app.db('reclamos').where({ uuid: key });
    expect(committed).toHaveLength(1);

    // The device retries the same item: same key, same content, a new multipart boundary.
    const retry = await fetch(`http://127.0.0.1:${port}/api/formulario`, {
      method: 'POST',
      body: form(photo),
      headers: { 'Idempotency-Key': key },
    });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { id: number }).id).toBe(committed[0].id);
    expect(await t.app.db('reclamos').where({ uuid: key })).toHaveLength(1);
    expect(await t.app.db('blobs').where({ id: committed[0].blob_id })).toHaveLength(1);
  });

  const send = async (photo: Buffer, key: string) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/formulario`, {
      method: 'POST',
      body: form(photo),
      headers: { 'Idempotency-Key': key },
    });
    return { status: res.status, id: ((await res.json()) as { id?: number }).id };
  };

  it('a resend whose photo differs only in the metadata the server removes is the same complaint', async () => {
    const key = randomUUID();
    const photo = await jpegWithMetadata();
    const first = await send(photo, key);
    expect(first.status).toBe(201);
    // Another comment of the same length: other bytes, the same photo once its metadata is gone.
    const at = photo.indexOf('ComentarioSecreto');
    const recommented = Buffer.from(photo);
    recommented.write('ComentarioDistint', at, 'latin1');
    expect(await send(recommented, key)).toEqual(first);
    expect(await t.app.db('reclamos').where({ uuid: key })).toHaveLength(1);
  });

  it('a complaint stored when the photo counted as received still answers its resend, and only its own', async () => {
    const key = randomUUID();
    const photo = await jpegWithMetadata();
    const first = await send(photo, key);
    expect(first.status).toBe(201);
    // What the earlier version stored: the digest of the photo as received, metadata included.
    const received = createHash('sha256').update(photo).digest('hex');
    await t.app
      .db('reclamos')
      .where({ uuid: key })
      .update({ content_hash: contentHash({ delito_id: 4, placa: '7777LOS', fecha }, { imagen: received }) });
    expect(await send(photo, key)).toEqual(first);
    expect((await send(await jpegWithMetadata(640, 480, { r: 10, g: 200, b: 30 }), key)).status).toBe(422);
  });
});
