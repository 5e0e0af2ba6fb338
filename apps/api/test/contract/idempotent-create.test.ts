import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../src/platform/database/connection.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { inspectionBody, postInspection } from '../support/inspections.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/**
 * The idempotent create (apps/api/src/platform/http/idempotent-create.ts; the protocol is in
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
  /**
   * The first call the create makes inside its transaction, once the key was looked up and not
   * found, before anything is written: where the race test holds a request.
   */
  firstStepOfCreate(app: FastifyInstance): { on: object; method: string };
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
  firstStepOfCreate: (app) => ({ on: app.complaintLookups, method: 'delitoExists' }),
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
  firstStepOfCreate: (app) => ({ on: app.inspectionLookups, method: 'upsertPropietario' }),
};

/**
 * Holds every call of `method` on `on` until `release()`, counting the calls held: a barrier inside
 * the create's transaction. `restore()` puts the method back.
 */
function holdCalls({ on, method }: { on: object; method: string }) {
  const target = on as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`no method ${method} to hold`);
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = { held: 0, release: () => release(), restore: () => void delete target[method] };
  target[method] = async function (this: unknown, ...args: unknown[]) {
    hold.held += 1;
    await released;
    return original.apply(this, args);
  };
  return hold;
}

/** The knex pool's count of callers waiting for a connection (tarn's Pool). */
const waitingForConnection = (app: FastifyInstance) =>
  (app.db.client as { pool: { numPendingAcquires(): number } }).pool.numPendingAcquires();

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

    it('creates exactly one record when three requests with one key are in flight at once: the others answer like a replay', async () => {
      const key = randomUUID();
      const before = await record.counts();
      // Each request is held at the first step of its create, inside its transaction, until all
      // three are in flight. PostgreSQL lets all three in, each in its own transaction having found
      // no stored key: released together, they race for the unique uuid and the losers answer from
      // the winner's row. SQLite has one writer connection: the first request holds it inside its
      // transaction while the other two wait for it, then find the key stored. Either way none may
      // create a second record, and all three answer the same 201.
      const hold = holdCalls(kind.firstStepOfCreate(t.app));
      let uniqueViolations = 0;
      const onQueryError = (error: unknown) => void (isUniqueViolation(error) && (uniqueViolations += 1));
      t.app.db.on('query-error', onQueryError);
      let sent: Promise<LightMyRequestResponse[]>;
      try {
        sent = Promise.all([record.send(0, key), record.send(0, key), record.send(0, key)]);
        if (engine === 'sqlite') await expect.poll(() => [hold.held, waitingForConnection(t.app)], { timeout: 10_000 }).toEqual([1, 2]);
        else await expect.poll(() => hold.held, { timeout: 10_000 }).toBe(3);
      } finally {
        hold.release();
        hold.restore();
      }
      const answers = await sent;
      t.app.db.removeListener('query-error', onQueryError);
      // The race really ran on PostgreSQL: both losers' inserts were refused by the unique uuid.
      expect(uniqueViolations).toBe(engine === 'postgres' ? 2 : 0);
      for (const res of answers) expect(res.statusCode, res.body).toBe(201);
      const bodies = answers.map((res) => res.json<{ id: number; uuid: string }>());
      expect(bodies[1]).toEqual(bodies[0]);
      expect(bodies[2]).toEqual(bodies[0]);
      expect(bodies[0]?.uuid).toBe(key);
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
