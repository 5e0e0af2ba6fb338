import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

async function upload(t: TestApp, ip: string, bytes?: Buffer) {
  const body = await multipartBody(
    { cedula: '7100001', delito_id: '1', placa: '5555EEE' },
    { name: 'foto.jpg', type: 'image/jpeg', bytes: bytes ?? (await jpegWithMetadata(64, 48)) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/formulario',
    remoteAddress: ip,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': randomUUID() },
  });
}

const count = async (t: TestApp) => Number((await t.app.db('reclamos').count({ n: '*' }).first())?.n ?? 0);

describe.each(engines())('POST /api/formulario upload limits (%s)', (engine) => {
  describe('per-address hourly quota', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engine, { FORMULARIO_MAX_PER_HOUR: '3' });
    });
    afterAll(async () => t.close());

    it('refuses the 4th complaint of an hour from one address with 429, Retry-After and a Spanish message; another address goes on', async () => {
      for (let i = 0; i < 3; i++) expect((await upload(t, '10.9.0.1')).statusCode).toBe(201);
      const before = await count(t);
      const refused = await upload(t, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
      expect(refused.json()).toEqual({ message: COMPLAINTS_MSG.server.quota(60) });
      expect(await count(t)).toBe(before);
      expect((await upload(t, '10.9.0.2')).statusCode).toBe(201);
    });
  });

  describe('per-address hourly bytes', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engine, { FORMULARIO_MAX_MB_PER_HOUR: '1' });
    });
    afterAll(async () => t.close());

    it('refuses an address past its megabytes of the hour, before reading the body', async () => {
      // 400 kB of padding after the image's end marker (stripped on storage, counted on the wire).
      const padded = Buffer.concat([await jpegWithMetadata(64, 48), Buffer.alloc(400_000)]);
      expect((await upload(t, '10.9.0.3', padded)).statusCode).toBe(201);
      expect((await upload(t, '10.9.0.3', padded)).statusCode).toBe(201);
      const refused = await upload(t, '10.9.0.3', padded);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/límite de reclamos/);
      expect((await upload(t, '10.9.0.4', padded)).statusCode).toBe(201);
    });
  });

  describe('a body declared larger than any complaint', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engine, { FORMULARIO_MAX_MB_PER_HOUR: '20' });
    });
    afterAll(async () => t.close());

    it("is refused with 413 before it is read, and reserves none of the address's hourly bytes", async () => {
      const before = await count(t);
      const body = await multipartBody(
        { cedula: '7100002', delito_id: '1' },
        { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
      );
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/formulario',
        remoteAddress: '10.9.0.7',
        payload: body.payload,
        // 19 MB declared: under the address's 20 MB of the hour, over any complaint (8 MB photo).
        headers: { ...body.headers, 'content-length': String(19 * 1024 * 1024), 'idempotency-key': randomUUID() },
      });
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: COMPLAINTS_MSG.server.photoTooLarge });
      expect(await count(t)).toBe(before);
      // The address's hour is untouched: a real upload of 2 MB still fits its 20 MB.
      const padded = Buffer.concat([await jpegWithMetadata(64, 48), Buffer.alloc(2_000_000)]);
      expect((await upload(t, '10.9.0.7', padded)).statusCode).toBe(201);
    });
  });

  describe('one quota for every API process (REDIS_URL)', () => {
    const redisEnv = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      FORMULARIO_MAX_PER_HOUR: '3',
    };
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await buildTestApp(engine, redisEnv);
      second = await buildTestApp(engine, redisEnv);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
    });

    it("counts an address's uploads through both processes: the 4th is refused by either", async () => {
      expect((await upload(first, '10.9.2.1')).statusCode).toBe(201);
      expect((await upload(second, '10.9.2.1')).statusCode).toBe(201);
      expect((await upload(first, '10.9.2.1')).statusCode).toBe(201);
      const refused = await upload(second, '10.9.2.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: COMPLAINTS_MSG.server.quota(60) });
      expect((await upload(first, '10.9.2.1')).statusCode).toBe(429);
      expect((await upload(second, '10.9.2.2')).statusCode).toBe(201);
    });
  });

  describe('a refused upload gives its reading slot back', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp(engine, { FORMULARIO_MAX_CONCURRENT_UPLOADS: '1', FORMULARIO_MAX_PER_HOUR: '1' });
    });
    afterAll(async () => t.close());

    it('after uploads refused by the quota, the one slot still takes another address', async () => {
      expect((await upload(t, '10.9.3.1')).statusCode).toBe(201);
      for (let i = 0; i < 3; i++) expect((await upload(t, '10.9.3.1')).statusCode).toBe(429);
      expect((await upload(t, '10.9.3.2')).statusCode).toBe(201);
    });
  });

  describe('uploads read at once', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Nobody waits for a slot here: the cap's own refusal is under test (upload-queue.test.ts waits).
      t = await buildTestApp(engine, { FORMULARIO_MAX_CONCURRENT_UPLOADS: '2', FORMULARIO_MAX_QUEUED_UPLOADS: '0' });
    });
    afterAll(async () => t.close());

    it('answers 429 "busy" past the cap, and takes uploads again once they are read', async () => {
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => upload(t, `10.9.1.${i}`)));
      const busy = answers.filter((a) => a.statusCode === 429);
      expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      for (const a of busy) {
        expect(a.headers['retry-after']).toBe('5');
        expect(a.json()).toEqual({ message: COMPLAINTS_MSG.server.uploadsBusy });
      }
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 429)).toBe(true);
      expect((await upload(t, '10.9.1.99')).statusCode).toBe(201);
    });
  });
});
