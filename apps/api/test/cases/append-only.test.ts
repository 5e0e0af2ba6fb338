import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { detailOf, moveTo } from './support.ts';

const DAY = 24 * 3600_000;

/**
 * A case's history of states and its internal notes are kept as written: the database itself
 * refuses to change or remove a row, as it does for the audit trail (docs/decisions.md, "Cases").
 */
describe.each(engines())('the history and notes of a case on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let id: number;

  beforeAll(async () => {
    t = await buildTestApp(engine, { PERSONAL_DATA_RETENTION_DAYS: '730', PHOTO_RETENTION_DAYS: '730' });
    admin = await adminToken(t.app);
    id = (await submitComplaint(t.app, { cedula: '9988776', nombre: 'Ana Flores', telefono: '79988776' })).id;
    await moveTo(t.app, admin, id, 'EN REVISION');
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/notaReclamo/${id}`,
      headers: bearer(admin),
      payload: { texto: 'Pedir el video.' },
    });
    expect(note.statusCode, note.body).toBe(200);
    await moveTo(t.app, admin, id, 'RESUELTO', { motivo: 'Conductor sancionado.' });
  });
  afterAll(async () => t.close());

  it.each(['reclamo_estados', 'reclamo_notas'])('%s refuses UPDATE and DELETE in the database itself', async (table) => {
    const before = await t.app.db(table).where({ reclamo_id: id }).orderBy('id');
    expect(before.length).toBeGreaterThan(0);
    await expect(t.app.db(table).where({ reclamo_id: id }).update({ fecha: 1 })).rejects.toThrow(/no se modifican ni se borran/);
    await expect(t.app.db(table).where({ reclamo_id: id }).del()).rejects.toThrow(/no se modifican ni se borran/);
    if (engine === 'postgres') await expect(t.app.db.raw(`truncate ${table} cascade`)).rejects.toThrow(/no se modifican ni se borran/);
    expect(await t.app.db(table).where({ reclamo_id: id }).orderBy('id')).toEqual(before);
  });

  it('the case still reads its whole history and notes, and the retention job still blanks the personal data', async () => {
    const detail = await detailOf(t.app, admin, id);
    expect(detail.historial.map((change) => change.estado)).toEqual(['RECIBIDO', 'EN REVISION', 'RESUELTO']);
    expect(detail.notas.map((note) => note.texto)).toEqual(['Pedir el video.']);

    const counts = await t.app.runRetention(Date.now() + 800 * DAY);
    expect(counts).toMatchObject({ complaintsBlanked: 1, photosRemoved: 1 });
    const after = await detailOf(t.app, admin, id);
    expect(after).toMatchObject({ cedula: '', nombre: '', telefono: '', imagen: null });
    expect(after.historial).toEqual(detail.historial);
    expect(after.notas).toEqual(detail.notas);
  });
});
