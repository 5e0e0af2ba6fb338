import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { inspectionBody, postInspection } from '../support/inspections.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/**
 * The idempotent create (apps/api/src/routes/idempotent-create.ts; the protocol is in
 * docs/offline.md, "Idempotency keys"), tested once for every create a device queues. Each record
 * kind says how to send a content with a key, which other contents must be refused under the same
 * key, and what counts as "created".
 */
interface RecordKind {
  name: string;
  messages: { mismatch: string; invalidKey: string };
  prepare(app: FastifyInstance): Promise<{
    send(content: number, key: string | null): Promise<LightMyRequestResponse>;
    /** Content 0 is the original; these differ from it in one way each. */
    changed: number[];
    counts(): Promise<Record<string, number>>;
  }>;
}

const count = async (app: FastifyInstance, table: string) =>
  Number(((await app.db(table).count({ n: '*' }).first()) as { n: number | string }).n);

const COMPLAINT_FIELDS = {
  cedula: '4567890',
  nombre: 'maría quispe',
  placa: '2345XYZ',
  delito_id: '3',
  descripcion: 'Iba a exceso de velocidad.',
};

const complaint: RecordKind = {
  name: 'POST /api/formulario',
  messages: { mismatch: COMPLAINTS_MSG.server.idempotencyMismatch, invalidKey: COMPLAINTS_MSG.server.invalidIdempotencyKey },
  async prepare(app) {
    const photos = [await jpegWithMetadata(), await jpegWithMetadata(640, 480, { r: 1, g: 2, b: 3 })];
    // 0: the original; 1: another description; 2: another photo. The file name is not content.
    const contents = [
      { fields: COMPLAINT_FIELDS, photo: photos[0], name: 'foto.jpg' },
      { fields: { ...COMPLAINT_FIELDS, descripcion: 'otra cosa' }, photo: photos[0], name: 'foto.jpg' },
      { fields: COMPLAINT_FIELDS, photo: photos[1], name: 'foto.jpg' },
    ];
    let replays = 0;
    return {
      async send(content, key) {
        const { fields, photo, name } = contents[content] ?? contents[0]!;
        // Every other send of the original renames the file: a replay from another retry.
        const body = await multipartBody(fields, { name: replays++ % 2 ? name : `otro-${name}`, type: 'image/jpeg', bytes: photo! });
        return app.inject({
          method: 'POST',
          url: '/api/formulario',
          payload: body.payload,
          headers: { ...body.headers, ...(key ? { 'idempotency-key': key } : {}) },
        });
      },
      changed: [1, 2],
      counts: async () => ({ reclamos: await count(app, 'reclamos'), blobs: await count(app, 'blobs') }),
    };
  },
};

const inspection: RecordKind = {
  name: 'POST /api/inspection',
  messages: { mismatch: INSPECTIONS_MSG.api.idempotencyMismatch, invalidKey: INSPECTIONS_MSG.api.invalidIdempotencyKey },
  async prepare(app) {
    const inspector = await createUser(app, await adminToken(app), 'INSPECTOR', { nombre: 'Rosa Flores' });
    const { token } = await login(app, inspector.name, inspector.password);
    const original = inspectionBody();
    const contents = [original, { ...original, calificacion: 'CUMPLE' }, { ...original, observacion: 'otra' }];
    return {
      send: (content, key) => postInspection(app, token, contents[content], key),
      changed: [1, 2],
      counts: async () => ({ inspecciones: await count(app, 'inspecciones'), propietarios: await count(app, 'propietarios') }),
    };
  },
};

describe.each(engines())('the idempotent create on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(async () => t.close());

  describe.each([complaint, inspection])('$name', (kind) => {
    let record: Awaited<ReturnType<RecordKind['prepare']>>;
    beforeAll(async () => {
      record = await kind.prepare(t.app);
    });

    it('answers a replay of the same key (in any case) with the original result and creates nothing', async () => {
      const key = randomUUID();
      const first = await record.send(0, key);
      expect(first.statusCode).toBe(201);
      const before = await record.counts();
      const replay = await record.send(0, key.toUpperCase());
      expect(replay.statusCode).toBe(201);
      expect(replay.json()).toEqual(first.json());
      expect(first.json()).toMatchObject({ uuid: key, id: expect.any(Number), fecha: expect.any(String), message: expect.any(String) });
      expect(await record.counts()).toEqual(before);
    });

    it('refuses the same key with other content with 422 and changes nothing', async () => {
      const key = randomUUID();
      await record.send(0, key);
      const before = await record.counts();
      for (const content of record.changed) {
        const res = await record.send(content, key);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ message: kind.messages.mismatch });
      }
      expect(await record.counts()).toEqual(before);
    });

    it('creates exactly one record when requests with one key race: the others answer like a replay or 409 in flight', async () => {
      const key = randomUUID();
      const before = await record.counts();
      const answers = await Promise.all([record.send(0, key), record.send(0, key), record.send(0, key)]);
      for (const res of answers) {
        expect([201, 409]).toContain(res.statusCode);
        if (res.statusCode === 409) expect(res.json()).toMatchObject({ code: 'idempotency_in_flight' });
      }
      const ids = answers.filter((res) => res.statusCode === 201).map((res) => res.json<{ id: number }>().id);
      expect(new Set(ids).size).toBe(1);
      const after = await record.counts();
      for (const [table, n] of Object.entries(before)) expect(after[table], table).toBeLessThanOrEqual(n + 1);
      expect(Object.values(after)[0]).toBe(Object.values(before)[0]! + 1);
    });

    it('makes its own uuid without Idempotency-Key (older clients) and refuses a key that is not a UUID', async () => {
      const res = await record.send(0, null);
      expect(res.statusCode).toBe(201);
      expect(res.json<{ uuid: string }>().uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const before = await record.counts();
      const bad = await record.send(0, 'no-es-uuid');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: kind.messages.invalidKey });
      expect(await record.counts()).toEqual(before);
    });
  });
});
