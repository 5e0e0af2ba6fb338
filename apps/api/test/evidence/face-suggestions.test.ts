import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
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
});
