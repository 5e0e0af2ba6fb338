import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { distinctJpeg } from '../support/photos.ts';
import { hasPoppler, pdfText, squash } from '../support/pdf-inspect.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(engines())('sealed photos on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  let seed = 100;
  /** Each complaint with its own photo, so changing one file touches one complaint only. */
  const submitOwn = async () => submitComplaint(t.app, {}, { name: 'f.jpg', type: 'image/jpeg', bytes: await distinctJpeg(seed++) });

  /** The complaint's seal and its original photo as the store holds it (empty when the file is gone). */
  const storedOf = async (id: number) => {
    const row = (await t.app
      .db('reclamos as r')
      .join('blobs as b', 'b.id', 'r.blob_id')
      .select('r.foto_sha256', 'b.id as blob_id', 'b.sha256')
      .where('r.id', id)
      .first()) as { foto_sha256: string | null; blob_id: string; sha256: string };
    return { ...row, bytes: (await t.app.photoFiles.get(row.sha256)) ?? Buffer.alloc(0) };
  };

  it('seals the stored photo on arrival; staff read the seal in the case and it survives the view copy', async () => {
    const { id } = await submitComplaint(t.app);
    const stored = await storedOf(id);
    expect(stored.foto_sha256).toBe(sha256(stored.bytes));
    const detail = await t.app.inject({ method: 'GET', url: `/api/reclamo/${id}`, headers: bearer(admin) });
    expect(detail.json()).toMatchObject({ id, fotoSha256: stored.foto_sha256 });

    // The first view rewrites the photo for viewing: the original and its seal stay as they were.
    const image = detail.json<{ imagen: string }>().imagen;
    const view = await t.app.inject({ method: 'GET', url: `/api/images/${image}`, headers: bearer(admin) });
    expect(view.statusCode).toBe(200);
    expect(sha256(view.rawPayload)).not.toBe(stored.foto_sha256);
    const after = await storedOf(id);
    expect(Buffer.compare(after.bytes, stored.bytes)).toBe(0);
    expect(after.foto_sha256).toBe(stored.foto_sha256);
  });

  it.skipIf(!hasPoppler)('prints the seal under the photo in the complaint PDF', async () => {
    const { id } = await submitComplaint(t.app);
    const { foto_sha256: seal } = await storedOf(id);
    const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(squash(pdfText(res.rawPayload).join(''))).toContain(squash(`SHA-256 de la fotografía original al recibirla: ${seal}`));
  });

  it('reports a photo whose bytes changed to an ADMINISTRADOR, in the metrics, and seals older photos first', async () => {
    const kept = await submitOwn();
    const swapped = await submitOwn();
    const old = await submitOwn();
    const target = await storedOf(swapped.id);
    const changed = Buffer.from(target.bytes);
    changed[changed.length - 10] = (changed[changed.length - 10] ?? 0) ^ 0xff;
    // The file is changed on disk behind the server's back; its name still says what it held.
    fs.writeFileSync(t.app.photoFiles.pathOf(target.sha256), changed);
    // A complaint from before seals existed.
    await t.app.db('reclamos').where({ id: old.id }).update({ foto_sha256: null });

    const result = await t.app.checkPhotos();
    expect(result.altered).toEqual([{ id: swapped.id, codigo: swapped.codigo }]);
    expect(result.missing).toEqual([]);
    expect(result.sealed).toBeGreaterThanOrEqual(1);
    expect((await storedOf(old.id)).foto_sha256).toBe(sha256((await storedOf(old.id)).bytes));
    expect((await storedOf(kept.id)).foto_sha256).toBe(sha256((await storedOf(kept.id)).bytes));

    const res = await t.app.inject({ method: 'GET', url: '/api/fotos/integridad', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fecha: result.at, alteradas: [{ id: swapped.id, codigo: swapped.codigo }], perdidas: [] });

    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^reclamos_photos_mismatched 1$/m);
    expect(metrics.body).toMatch(/^reclamos_photos_missing 0$/m);

    // Put back, the next run finds nothing.
    fs.writeFileSync(t.app.photoFiles.pathOf(target.sha256), target.bytes);
    expect(await t.app.checkPhotos()).toMatchObject({ altered: [], missing: [] });
  });

  it('reports a photo whose file is gone apart from altered ones, and still serves its complaint: a placeholder image and a PDF, never a 500', async () => {
    const lost = await submitOwn();
    const { sha256 } = await storedOf(lost.id);
    fs.rmSync(t.app.photoFiles.pathOf(sha256));

    const result = await t.app.checkPhotos();
    expect(result.missing).toEqual([{ id: lost.id, codigo: lost.codigo }]);
    expect(result.altered).toEqual([]);
    const res = await t.app.inject({ method: 'GET', url: '/api/fotos/integridad', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ alteradas: [], perdidas: [{ id: lost.id, codigo: lost.codigo }] });
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^reclamos_photos_mismatched 1$/m);
    expect(metrics.body).toMatch(/^reclamos_photos_missing 1$/m);

    const detail = await t.app.inject({ method: 'GET', url: `/api/reclamo/${lost.id}`, headers: bearer(admin) });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/images/${detail.json<{ imagen: string }>().imagen}`,
      headers: bearer(admin),
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['x-photo-damaged']).toBe('1');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${lost.id}`, headers: bearer(admin) });
    expect(pdf.statusCode).toBe(200);
    // The file is not made up again: the complaint stays reported until someone puts the original back.
    expect(await t.app.photoFiles.has(sha256)).toBe(false);
    await t.app.db('reclamos').where({ id: lost.id }).update({ blob_id: null });
  });

  it('refuses the integrity report to a USUARIO with a Spanish 403', async () => {
    const user = await createUser(t.app, admin, 'USUARIO');
    const { token } = await login(t.app, user.name, user.password);
    const res = await t.app.inject({ method: 'GET', url: '/api/fotos/integridad', headers: bearer(token) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: expect.stringMatching(/permiso|acceso/i) });
  });
});
