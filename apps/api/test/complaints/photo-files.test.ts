import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { ADMIN_PASSWORD, buildTestApp, engines, throwawayDatabase, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { multipartBody } from '../support/multipart.ts';
import { distinctJpeg } from '../support/photos.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const HOUR = 3600_000;

describe.each(engines())('photos as files of the photo store on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let seed = 500;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const photoFile = async () => ({ name: 'f.jpg', type: 'image/jpeg', bytes: await distinctJpeg(seed++) });
  const rowOf = async (complaintId: number) =>
    (await t.app
      .db('reclamos as r')
      .join('blobs as b', 'b.id', 'r.blob_id')
      .select('r.foto_sha256', 'r.blob_id', 'b.sha256', 'b.view_sha256', 'b.bytes', 'b.view_bytes', 'b.byte_size', 'b.width', 'b.height')
      .where('r.id', complaintId)
      .first()) as {
      foto_sha256: string;
      blob_id: string;
      sha256: string;
      view_sha256: string | null;
      bytes: Buffer;
      view_bytes: Buffer | null;
      byte_size: number;
      width: number;
      height: number;
    };
  const filesInStore = async () => {
    const names: string[] = [];
    for await (const file of t.app.photoFiles.list()) names.push(file.hash);
    return names;
  };

  it('stores an upload once, as a file named by its SHA-256 (the seal); the row keeps only its name and metadata', async () => {
    const { id } = await submitComplaint(t.app, {}, await photoFile());
    const row = await rowOf(id);
    expect(row.sha256).toBe(row.foto_sha256);
    expect(Buffer.from(row.bytes).length).toBe(0);
    expect(row.view_bytes).toBeNull();
    expect(row.width).toBeGreaterThan(0);
    const file = t.app.photoFiles.pathOf(row.sha256);
    expect(file.startsWith(t.config.photosDir)).toBe(true);
    expect(file.endsWith(`${row.sha256.slice(0, 2)}/${row.sha256}`)).toBe(true);
    const bytes = fs.readFileSync(file);
    expect(sha256(bytes)).toBe(row.sha256);
    expect(bytes.length).toBe(row.byte_size);

    // Staff view it: the upright copy is a file of its own, named by its hash; the PDF prints it.
    const image = await t.app.inject({ method: 'GET', url: `/api/images/${row.blob_id}.jpg`, headers: bearer(admin) });
    expect(image.statusCode).toBe(200);
    const viewed = await rowOf(id);
    expect(viewed.view_sha256).toBe(sha256(image.rawPayload));
    expect(await t.app.photoFiles.has(viewed.view_sha256 ?? '')).toBe(true);
    expect(viewed.sha256).toBe(row.sha256);
    expect(sha256(fs.readFileSync(file))).toBe(row.sha256);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(admin) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('keeps one file for the same photo sent twice', async () => {
    const photo = await photoFile();
    const first = await submitComplaint(t.app, { placa: '2001AAA' }, photo);
    const second = await submitComplaint(t.app, { placa: '2002AAA' }, photo);
    const [a, b] = [await rowOf(first.id), await rowOf(second.id)];
    expect(a.blob_id).not.toBe(b.blob_id);
    expect(a.sha256).toBe(b.sha256);
    expect((await filesInStore()).filter((name) => name === a.sha256)).toHaveLength(1);
  });

  it('leaves no row naming a missing file when the insert fails; the sweep removes the file nobody names', async () => {
    const photo = await photoFile();
    const rowsBefore = Number((await t.app.db('blobs').count({ n: '*' }).first())?.n);
    const body = await multipartBody({ delito_id: '99999', placa: '3001AAA' }, photo);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/formulario',
      payload: body.payload,
      headers: { ...body.headers, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: COMPLAINTS_MSG.server.delitoRequired });
    expect(Number((await t.app.db('blobs').count({ n: '*' }).first())?.n)).toBe(rowsBefore);
    // Every row names a file that is there.
    const names = await t.app.db('blobs').select<{ sha256: string; view_sha256: string | null }[]>('sha256', 'view_sha256');
    for (const row of names) {
      expect(await t.app.photoFiles.has(row.sha256)).toBe(true);
      if (row.view_sha256) expect(await t.app.photoFiles.has(row.view_sha256)).toBe(true);
    }
    // The file written before the transaction is unnamed; fresh, it is left (an upload may be in flight)…
    const orphan = (await filesInStore()).find((name) => !names.some((row) => row.sha256 === name || row.view_sha256 === name));
    expect(orphan).toBeDefined();
    await t.app.runRetention();
    expect(await t.app.photoFiles.has(orphan ?? '')).toBe(true);
    // …and goes once older than the grace period; no named file goes.
    await t.app.runRetention(Date.now() + HOUR);
    expect(await t.app.photoFiles.has(orphan ?? '')).toBe(false);
    for (const row of names) expect(await t.app.photoFiles.has(row.sha256)).toBe(true);
  });

  it('removes a replaced view copy once no row names it, never the original', async () => {
    const { id } = await submitComplaint(t.app, {}, await photoFile());
    const { blob_id: blobId } = await rowOf(id);
    await t.app.inject({ method: 'GET', url: `/api/images/${blobId}.jpg`, headers: bearer(admin) });
    const first = await rowOf(id);
    // Another view copy (a redacted one, say) replaces the name.
    await t.app.blobs.saveRewritten(blobId, await distinctJpeg(seed++));
    const replaced = await rowOf(id);
    expect(replaced.view_sha256).not.toBe(first.view_sha256);
    const served = await t.app.inject({ method: 'GET', url: `/api/images/${blobId}.jpg`, headers: bearer(admin) });
    expect(sha256(served.rawPayload)).toBe(replaced.view_sha256);

    await t.app.runRetention(Date.now() + HOUR);
    expect(await t.app.photoFiles.has(first.view_sha256 ?? '')).toBe(false);
    expect(await t.app.photoFiles.has(replaced.view_sha256 ?? '')).toBe(true);
    expect(await t.app.photoFiles.has(replaced.sha256)).toBe(true);
  });

  /** A stored file, old and unnamed (the sweep would take it), that an upload then reuses (which touches it). */
  async function reusedOldFile(): Promise<{ hash: string; bytes: Buffer; old: Date }> {
    const { bytes } = await photoFile();
    const hash = await t.app.photoFiles.put(bytes);
    const old = new Date(Date.now() - 2 * HOUR);
    fs.utimesSync(t.app.photoFiles.pathOf(hash), old, old);
    expect(await t.app.photoFiles.put(bytes)).toBe(hash);
    return { hash, bytes, old };
  }

  it('keeps a file an upload reuses while the sweep runs', async () => {
    const { hash, old } = await reusedOldFile();
    expect(await t.app.photoFiles.remove(hash, Date.now() - HOUR)).toBe(false);
    expect(await t.app.photoFiles.has(hash)).toBe(true);
    fs.utimesSync(t.app.photoFiles.pathOf(hash), old, old);
    expect(await t.app.photoFiles.remove(hash, Date.now() - HOUR)).toBe(true);
    expect(await t.app.photoFiles.has(hash)).toBe(false);
  });

  it('keeps a reused file on a filesystem without hard links too (put back by rename)', async () => {
    const { hash, bytes } = await reusedOldFile();
    const noLinks = vi.spyOn(fs.promises, 'link').mockRejectedValue(Object.assign(new Error('EPERM'), { code: 'EPERM' }));
    try {
      expect(await t.app.photoFiles.remove(hash, Date.now() - HOUR)).toBe(false);
    } finally {
      noLinks.mockRestore();
    }
    expect(await t.app.photoFiles.get(hash)).toEqual(bytes);
  });

  it('moves photos stored in the database to files while serving them: readable during and after the move', async () => {
    // Rows as they were before the store: bytes in the row, no file name, the files not there.
    const legacy: { id: number; blobId: string; original: Buffer; view: Buffer | null }[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await submitComplaint(t.app, {}, await photoFile());
      const row = await rowOf(id);
      if (i === 0) await t.app.inject({ method: 'GET', url: `/api/images/${row.blob_id}.jpg`, headers: bearer(admin) });
      const viewed = await rowOf(id);
      const original = (await t.app.photoFiles.get(row.sha256)) ?? Buffer.alloc(0);
      const view = viewed.view_sha256 ? ((await t.app.photoFiles.get(viewed.view_sha256)) ?? null) : null;
      await t.app.db('blobs').where({ id: row.blob_id }).update({ bytes: original, view_bytes: view, sha256: null, view_sha256: null });
      fs.rmSync(t.app.photoFiles.pathOf(row.sha256));
      if (viewed.view_sha256) fs.rmSync(t.app.photoFiles.pathOf(viewed.view_sha256));
      legacy.push({ id, blobId: row.blob_id, original, view });
    }
    const readAll = async () => {
      for (const photo of legacy) {
        const image = await t.app.inject({ method: 'GET', url: `/api/images/${photo.blobId}.jpg`, headers: bearer(admin) });
        expect(image.statusCode).toBe(200);
        expect(image.headers['x-photo-damaged'] ?? '').toBe('');
        if (photo.view) expect(image.rawPayload.equals(photo.view)).toBe(true);
      }
    };
    await readAll();
    // One row at a time, reading all between steps.
    for (;;) {
      const moved = await t.app.blobs.moveToFiles(1);
      await readAll();
      if (moved === 0) break;
    }
    for (const photo of legacy) {
      const row = await rowOf(photo.id);
      expect(row.sha256).toBe(sha256(photo.original));
      expect(row.sha256).toBe(row.foto_sha256);
      expect(Buffer.from(row.bytes).length).toBe(0);
      expect(row.view_bytes).toBeNull();
      expect(await t.app.photoFiles.get(row.sha256)).toEqual(photo.original);
      if (photo.view) expect(row.view_sha256).toBe(sha256(photo.view));
    }
    const check = await t.app.checkPhotos();
    expect([...check.altered, ...check.missing].filter((m) => legacy.some((photo) => photo.id === m.id))).toEqual([]);
  });
});

describe.each(engines())('photos left in the database by an older version on %s', (engine) => {
  it('are moved to files by the server in the background after it starts, readable all along', { timeout: 60_000 }, async () => {
    const database = await throwawayDatabase(engine);
    const config = loadConfig({
      ADMIN_PASSWORD,
      PASSWORD_HASH_COST: '10',
      PUSH_ALLOWED_ENDPOINTS: 'http://localhost:9',
      STATIC_DIR: path.join(database.env.DATA_DIR ?? '', 'no-pwa'),
      ...database.env,
    });
    try {
      // An older version's data: rows holding their bytes, no files.
      let app = await buildApp(config, { logger: false });
      const originals = new Map<string, Buffer>();
      try {
        for (let i = 0; i < 12; i++) {
          const { id } = await submitComplaint(app, {}, { name: 'f.jpg', type: 'image/jpeg', bytes: await distinctJpeg(900 + i) });
          const row = await app
            .db('reclamos as r')
            .join('blobs as b', 'b.id', 'r.blob_id')
            .where('r.id', id)
            .first<{ id: string; sha256: string }>('b.id', 'b.sha256');
          const bytes = (await app.photoFiles.get(row.sha256)) ?? Buffer.alloc(0);
          await app.db('blobs').where({ id: row.id }).update({ bytes, sha256: null });
          fs.rmSync(app.photoFiles.pathOf(row.sha256));
          originals.set(row.id, bytes);
        }
      } finally {
        await app.close();
      }

      app = await buildApp(config, { logger: false });
      try {
        await app.ready();
        const admin = await adminToken(app);
        const readAll = async () => {
          for (const id of originals.keys()) {
            const image = await app.inject({ method: 'GET', url: `/api/images/${id}.jpg`, headers: bearer(admin) });
            expect(image.statusCode).toBe(200);
            expect(image.headers['x-photo-damaged'] ?? '').toBe('');
          }
        };
        const left = async () => Number((await app.db('blobs').whereNull('sha256').count({ n: '*' }).first())?.n);
        await readAll();
        const deadline = Date.now() + 30_000;
        while ((await left()) > 0 && Date.now() < deadline) await sleep(100);
        expect(await left()).toBe(0);
        await readAll();
        for (const [id, bytes] of originals) {
          const row = await app.db('blobs').where({ id }).first<{ sha256: string; bytes: Buffer }>('sha256', 'bytes');
          expect(row.sha256).toBe(sha256(bytes));
          expect(Buffer.from(row.bytes).length).toBe(0);
          expect(await app.photoFiles.get(row.sha256)).toEqual(bytes);
        }
      } finally {
        await app.close();
      }
    } finally {
      await database.drop();
    }
  });
});
