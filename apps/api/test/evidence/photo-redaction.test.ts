import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer, createUser, login } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { hasPoppler } from '../support/pdf-inspect.ts';
import { isBlack, isWhite, largestPdfImage, pixelAt, sidewaysBrightPhoto } from '../support/redaction.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** The top-left quarter of the upright photo: white before redaction. */
const BOX = { x: 0, y: 0, w: 0.5, h: 0.5 };

describe.each(engines())('redacted complaint photos on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let usuario: string;
  let photo: Buffer;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
    const user = await createUser(t.app, admin, 'USUARIO');
    usuario = (await login(t.app, user.name, user.password)).token;
    photo = await sidewaysBrightPhoto();
  });
  afterAll(async () => t.close());

  const complaintWithPhoto = async () => {
    const { id } = await submitComplaint(t.app, {}, { name: 'foto.jpg', type: 'image/jpeg', bytes: photo });
    const row = (await t.app.db('reclamos').where({ id }).first()) as { blob_id: string; foto_sha256: string };
    return { id, file: `${row.blob_id}.jpg`, seal: row.foto_sha256 };
  };
  const served = async (file: string, token = usuario) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/images/${file}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };
  const putBoxes = (id: number, recuadros: unknown, token = usuario) =>
    t.app.inject({ method: 'PUT', url: `/api/reclamo/${id}/foto/recuadros`, headers: bearer(token), payload: { recuadros } });

  it('blacks out the boxes staff save on the served photo, upright, and records who reviewed it', async () => {
    const { id, file } = await complaintWithPhoto();
    // Before: the upright photo's top-left is white; detection is off on this server, no boxes.
    const before = await pixelAt(await served(file), 0.25, 0.25);
    expect([before.width, before.height]).toEqual([480, 640]);
    expect(isWhite(before.rgb)).toBe(true);
    const reviewedInReport = async () => {
      const report = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(usuario), payload: { abiertos: true } });
      return report.json<{ id: number; fotoRevisada: boolean }[]>().find((row) => row.id === id)?.fotoRevisada;
    };
    expect(await reviewedInReport()).toBe(false);
    const initial = await t.app.inject({ method: 'GET', url: `/api/reclamo/${id}/foto/recuadros`, headers: bearer(usuario) });
    expect(initial.json()).toEqual({ recuadros: [], revisada: false, revisadaEn: null, revisadaPor: null, deteccion: 'desactivada' });

    const saved = await putBoxes(id, [BOX]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ recuadros: [BOX], revisada: true, revisadaPor: { nombre: expect.any(String) } });
    expect(await reviewedInReport()).toBe(true);

    const after = await served(file);
    expect(isBlack((await pixelAt(after, 0.25, 0.25)).rgb)).toBe(true);
    expect(isBlack((await pixelAt(after, 0.45, 0.45)).rgb)).toBe(true);
    // Outside the box the photo is as it was: white right of it, grey below it.
    expect(isWhite((await pixelAt(after, 0.75, 0.25)).rgb)).toBe(true);
    expect((await pixelAt(after, 0.25, 0.75)).rgb[0]).toBeGreaterThan(40);

    const audit = (await t.app.db('auditoria').where({ objeto: 'foto', objeto_id: String(id), accion: 'modificar' })) as {
      despues: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.despues ?? '{}')).toEqual({ revisada: true, recuadros: [BOX] });

    // Removing every box (a wrong one) gives the photo back whole, still reviewed.
    expect((await putBoxes(id, [])).json()).toMatchObject({ recuadros: [], revisada: true });
    expect(isWhite((await pixelAt(await served(file), 0.25, 0.25)).rgb)).toBe(true);
  });

  it.skipIf(!hasPoppler)('prints the redacted photo in the complaint PDF', async () => {
    const { id } = await complaintWithPhoto();
    expect((await putBoxes(id, [BOX])).statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${id}`, headers: bearer(usuario) });
    expect(pdf.statusCode).toBe(200);
    const image = largestPdfImage(pdf.rawPayload);
    const inside = await pixelAt(image, 0.25, 0.25);
    expect(inside.height).toBeGreaterThan(inside.width);
    expect(isBlack(inside.rgb)).toBe(true);
    expect(isWhite((await pixelAt(image, 0.75, 0.25)).rgb)).toBe(true);
  });

  it('gives the unchanged sealed original to an ADMINISTRADOR only, one audit row per look', async () => {
    const { id, seal } = await complaintWithPhoto();
    expect((await putBoxes(id, [BOX])).statusCode).toBe(200);
    const looks = () => t.app.db('auditoria').where({ objeto: 'foto', objeto_id: String(id), accion: 'consultar' });

    const refused = await t.app.inject({ method: 'GET', url: `/api/reclamo/${id}/foto/original`, headers: bearer(usuario) });
    expect(refused.statusCode).toBe(403);
    expect(await looks()).toHaveLength(0);

    for (const look of [1, 2]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/reclamo/${id}/foto/original`, headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(sha256(res.rawPayload)).toBe(seal);
      expect(await looks()).toHaveLength(look);
    }
  });

  it('refuses boxes outside the photo, empty or too many with a Spanish 400, and a missing complaint with 404', async () => {
    const { id } = await complaintWithPhoto();
    const cases: [unknown, RegExp][] = [
      [[{ x: 0.8, y: 0, w: 0.5, h: 0.2 }], /dentro de la foto/],
      [[{ x: -0.1, y: 0, w: 0.2, h: 0.2 }], /dentro de la foto/],
      [[{ x: 0.1, y: 0.1, w: 0, h: 0.2 }], /ancho y alto/],
      [Array.from({ length: 51 }, () => ({ x: 0.1, y: 0.1, w: 0.1, h: 0.1 })), /50/],
      ['nada', /\S/],
      [[{ x: 0.1, y: 0.1, w: '0.2', h: 0.2 }], /\S/],
    ];
    for (const [recuadros, message] of cases) {
      const res = await putBoxes(id, recuadros);
      expect(res.statusCode, JSON.stringify(recuadros).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ message: expect.stringMatching(message) });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reclamo/${id}/foto/recuadros`, headers: bearer(usuario) })).json(),
    ).toMatchObject({
      revisada: false,
    });
    const missing = await putBoxes(999_999, [BOX]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: expect.stringMatching(/no existe/) });
  });
});
