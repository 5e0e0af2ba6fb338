import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';

const DAY = 24 * 3600_000;

describe.each(engines())('personal data retention on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PERSONAL_DATA_RETENTION_DAYS: '730', PHOTO_RETENTION_DAYS: '1000' });
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const report = async (): Promise<Complaint[]> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: day(Date.now() - 310 * DAY), fin: day(Date.now() + DAY) },
    });
    return res.json<Complaint[]>();
  };
  const persona = async (cedula: string) => (await t.app.db('personas').where({ cedula }).first()) as { cedula: string } | undefined;

  /** Closes a complaint through the API, then dates its arrival and its closing `daysAgo` days back. */
  const closedDaysAgo = async (id: number, daysAgo: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/estadoReclamo/${id}`,
      headers: bearer(admin),
      payload: { estado: 'RESUELTO', motivo: 'Operativo realizado.' },
    });
    expect(res.statusCode).toBe(200);
    const at = Date.now() - daysAgo * DAY;
    await t.app.db('reclamos').where({ id }).update({ fecha: at, received_at: at, estado_at: at });
  };

  it('blanks complaints closed longer ago than the period and drops unreferenced persons, later their photos; the cases stay', async () => {
    const now = Date.now();
    const old = await submitComplaint(t.app, {
      cedula: '1111111',
      nombre: 'Ana Quispe',
      telefono: '71111111',
      direccion: 'Casa de Ana, calle Bolívar 123',
      lat: '-17.96881',
      lng: '-67.11287',
    });
    const recent = await submitComplaint(t.app, { cedula: '2222222', nombre: 'LUIS CHOQUE', telefono: '72222222' });
    // The old complaint arrived and was closed 300 days ago (its person last seen then); the recent one closed today.
    await closedDaysAgo(old.id, 300);
    await closedDaysAgo(recent.id, 0);
    await t.app
      .db('personas')
      .where({ cedula: '1111111' })
      .update({ updated_at: now - 300 * DAY });
    await t.app.db('personas').insert({ cedula: '3333333', nombre: 'Sin Reclamos', telefono: '73333333', updated_at: now - 800 * DAY });
    const oldImage = (await report()).find((c) => c.id === old.id)?.imagen;
    expect(oldImage).toBeTruthy();

    // 500 days on: the old complaint was closed 800 days ago (past 730, not 1,000), the recent one 500.
    expect(await t.app.runRetention(now + 500 * DAY)).toEqual({ complaintsBlanked: 1, personsRemoved: 2, photosRemoved: 0 });
    let rows = await report();
    expect(rows).toHaveLength(2);
    expect(rows.find((c) => c.id === old.id)).toMatchObject({
      cedula: '',
      nombre: '',
      telefono: '',
      direccion: '',
      lat: null,
      lng: null,
      placa: '1111AAA',
      descripcion: 'Cobró de más.',
      imagen: oldImage,
    });
    // The public feed lost the position with the rest.
    const feed = await t.app.inject({ method: 'GET', url: `/api/open311/v2/requests/${old.id}.json` });
    expect(feed.json()).toMatchObject([{ service_request_id: String(old.id), lat: null, long: null }]);
    expect(rows.find((c) => c.id === recent.id)).toMatchObject({ cedula: '2222222', nombre: 'LUIS CHOQUE', telefono: '72222222' });
    expect(await persona('1111111')).toBeUndefined();
    expect(await persona('3333333')).toBeUndefined();
    expect(await persona('2222222')).toBeDefined();
    // Idempotent: the same day again touches nothing.
    expect(await t.app.runRetention(now + 500 * DAY)).toEqual({ complaintsBlanked: 0, personsRemoved: 0, photosRemoved: 0 });

    // 750 days on: the old complaint's photo passes 1,000 days; the recent complaint passes 730.
    // Both complaints carry the same photo: one file, named by both rows (and the view copy's, once staff looked).
    const shared = await t.app
      .db('blobs')
      .whereIn('id', t.app.db('reclamos').select('blob_id').whereIn('id', [old.id, recent.id]))
      .select<{ sha256: string }[]>('sha256');
    expect(new Set(shared.map((row) => row.sha256)).size).toBe(1);
    const file = shared[0]?.sha256 ?? '';
    expect(await t.app.photoFiles.has(file)).toBe(true);
    expect(await t.app.runRetention(now + 750 * DAY)).toEqual({ complaintsBlanked: 1, personsRemoved: 1, photosRemoved: 1 });
    // The old complaint lost its photo, but the recent one still names the file: it stays.
    expect(await t.app.photoFiles.has(file)).toBe(true);
    rows = await report();
    expect(rows.find((c) => c.id === old.id)?.imagen).toBeNull();
    expect(rows.find((c) => c.id === recent.id)).toMatchObject({ cedula: '', nombre: '', telefono: '' });
    expect(rows.find((c) => c.id === recent.id)?.imagen).toBeTruthy();
    // The photo is gone for good (the report shows no image button); the case's PDF still prints, without it.
    const image = await t.app.inject({ method: 'GET', url: `/api/images/${oldImage}`, headers: bearer(admin) });
    expect(image.statusCode).toBe(404);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${old.id}`, headers: bearer(admin) });
    expect(pdf.statusCode).toBe(200);

    expect(await t.app.runRetention(now + 1100 * DAY)).toEqual({ complaintsBlanked: 0, personsRemoved: 0, photosRemoved: 1 });
    expect(Number((await t.app.db('blobs').count({ n: '*' }).first())?.n)).toBe(0);
    // No row names any file now: the sweep removed them all.
    const left: string[] = [];
    for await (const stored of t.app.photoFiles.list()) left.push(stored.hash);
    expect(left).toEqual([]);
    expect(Number((await t.app.db('reclamos').count({ n: '*' }).first())?.n)).toBe(2);

    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toContain('reclamos_retention_rows_total{action="complaint_blanked"} 2');
  });

  it('never blanks an open case, however old, and shows staff the one nobody changed for the period as stale', async () => {
    const now = Date.now();
    const untouched = await submitComplaint(t.app, { cedula: '4444444', nombre: 'Rosa Mamani', telefono: '74444444' });
    const worked = await submitComplaint(t.app, { cedula: '5555555', nombre: 'Juan Flores', telefono: '75555555' });
    await t.app
      .db('reclamos')
      .whereIn('id', [untouched.id, worked.id])
      .update({ fecha: now - 300 * DAY, received_at: now - 300 * DAY });
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/estadoReclamo/${worked.id}`,
      headers: bearer(admin),
      payload: { estado: 'EN REVISION' },
    });
    expect(moved.statusCode).toBe(200);
    await t.app
      .db('reclamos')
      .where({ id: worked.id })
      .update({ estado_at: now - 100 * DAY });

    // 2,000 days on: both open cases keep every datum and their photo.
    await t.app.runRetention(now + 2000 * DAY);
    const kept = await t.app
      .db<{ id: number; cedula: string; nombre: string; blob_id: string | null }>('reclamos')
      .whereIn('id', [untouched.id, worked.id])
      .orderBy('id')
      .select('id', 'cedula', 'nombre', 'blob_id');
    expect(kept.map(({ id, cedula, nombre }) => ({ id, cedula, nombre }))).toEqual([
      { id: untouched.id, cedula: '4444444', nombre: 'ROSA MAMANI' },
      { id: worked.id, cedula: '5555555', nombre: 'JUAN FLORES' },
    ]);
    expect(kept.every((row) => row.blob_id !== null)).toBe(true);

    // The report and the case's panel mark as stale only the one unchanged for 730 days: here none yet.
    const stale = async () => {
      const rows = (await report()) as (Complaint & { estancado: boolean })[];
      return rows.filter((row) => row.estancado).map((row) => row.id);
    };
    expect(await stale()).toEqual([]);
    await t.app
      .db('reclamos')
      .where({ id: untouched.id })
      .update({ fecha: now - 740 * DAY, received_at: now - 740 * DAY });
    await t.app
      .db('reclamos')
      .where({ id: worked.id })
      .update({ fecha: now - 740 * DAY, received_at: now - 740 * DAY });
    const longRange = await t.app.inject({
      method: 'POST',
      url: '/api/reportFecha',
      headers: bearer(admin),
      payload: { ini: day(now - 745 * DAY), fin: day(now - 735 * DAY) },
    });
    const rows = longRange.json<(Complaint & { estancado: boolean; vencido: boolean })[]>();
    expect(rows.filter((row) => row.estancado).map((row) => row.id)).toEqual([untouched.id]);
    const panel = await t.app.inject({ method: 'GET', url: `/api/reclamo/${untouched.id}`, headers: bearer(admin) });
    expect(panel.json()).toMatchObject({ estancado: true, vencido: true });
    const movedPanel = await t.app.inject({ method: 'GET', url: `/api/reclamo/${worked.id}`, headers: bearer(admin) });
    expect(movedPanel.json()).toMatchObject({ estancado: false, vencido: true });
  });
});
