import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { stalledUpload } from '../support/raw-uploads.ts';
import { isBlack, pixelAt } from '../support/redaction.ts';

const require = createRequire(import.meta.url);
/** face-api's demo group portrait: three faces (the detector's own test counts them). */
const GROUP = fs.readFileSync(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'));

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The real face detector (the model loads once per server): its boxes black out faces before anyone reviews them. */
describe.each(engines())('face suggestions on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { FACE_DETECTION: 'on' });
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

  it('a staff view of a photo not yet detected waits for its detection: the first copy anyone sees has the faces black', async () => {
    const { id } = await submitComplaint(t.app, {}, { name: 'grupo.jpg', type: 'image/jpeg', bytes: GROUP });
    const row = (await t.app.db('reclamos').where({ id }).first()) as { blob_id: string };
    const image = await get(`/api/images/${row.blob_id}.jpg`);
    expect(image.statusCode).toBe(200);

    const suggestions = await get(`/api/reclamo/${id}/foto/sugerencias`);
    expect(suggestions.json<{ estado: string }>().estado).toBe('lista');
    const boxes = suggestions.json<{ recuadros: (Box & { score: number })[] }>().recuadros;
    expect(boxes).toHaveLength(3);
    for (const box of boxes) {
      expect(box.score).toBeGreaterThan(0.3);
      expect(isBlack((await pixelAt(image.rawPayload, box.x + box.w / 2, box.y + box.h / 2)).rgb)).toBe(true);
    }
    // Not reviewed yet: the boxes that apply are the suggestions.
    expect((await get(`/api/reclamo/${id}/foto/recuadros`)).json()).toMatchObject({
      revisada: false,
      deteccion: 'lista',
      recuadros: boxes.map(({ x, y, w, h }) => ({ x, y, w, h })),
    });
  }, 180_000);

  it("the background job detects a new complaint's photo without anyone asking for it", async () => {
    const { id } = await submitComplaint(t.app, {}, { name: 'grupo.jpg', type: 'image/jpeg', bytes: GROUP });
    await t.app.photoRedaction.runPending();
    const suggestions = (await get(`/api/reclamo/${id}/foto/sugerencias`)).json<{ estado: string; recuadros: Box[] }>();
    expect(suggestions.estado).toBe('lista');
    expect(suggestions.recuadros).toHaveLength(3);
  }, 180_000);

  it("yields to a citizen's upload in flight, while a staff view of a photo still has its faces found at once", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const backlog = await submitComplaint(t.app, {}, { name: 'grupo.jpg', type: 'image/jpeg', bytes: GROUP });
    const viewed = await submitComplaint(t.app, {}, { name: 'grupo.jpg', type: 'image/jpeg', bytes: GROUP });
    const state = async (id: number) => (await get(`/api/reclamo/${id}/foto/sugerencias`)).json<{ estado: string }>().estado;
    // A phone on a slow network: its upload holds a reading slot for as long as this test wants.
    const upload = stalledUpload(port, '127.0.0.71');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const pass = t.app.photoRedaction.runPending();
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await state(backlog.id)).toBe('pendiente');
    expect(await state(viewed.id)).toBe('pendiente');

    // Staff open a photo meanwhile: its detection runs now, not after the upload.
    const row = (await t.app.db('reclamos').where({ id: viewed.id }).first()) as { blob_id: string };
    const started = performance.now();
    expect((await get(`/api/images/${row.blob_id}.jpg`)).statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(await state(viewed.id)).toBe('lista');
    expect(await state(backlog.id)).toBe('pendiente');

    // The upload ends: after a quiet moment the job works through its backlog.
    upload.req.destroy();
    await pass;
    expect(await state(backlog.id)).toBe('lista');
  }, 180_000);
});
