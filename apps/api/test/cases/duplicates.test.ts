import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { auditCount, auditRows } from '../authority/support.ts';
import { changeState, detailOf, moveTo } from './support.ts';

const DUPLICATE = { estado: 'DUPLICADO', motivo: 'Ya reportado.' } as const;

/**
 * A duplicate names the original of its chain, never another duplicate (docs/decisions.md, "Cases"):
 * marking a complaint as a duplicate of a duplicate names that one's original, the complaints that
 * were duplicates of one that becomes a duplicate follow it to its original, and a complaint whose
 * chosen original leads back to itself is refused.
 */
describe.each(engines())('duplicate chains on %s', (engine) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  const complaint = async () => (await submitComplaint(t.app)).id;

  it("refuses with 409 to make A and B each other's original, and leaves B as it was", async () => {
    const a = await complaint();
    const b = await complaint();
    await moveTo(t.app, admin, a, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: b });
    const before = await auditCount(t.app);
    const res = await changeState(t.app, admin, b, { ...DUPLICATE, duplicadoDe: a });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json<{ message: string }>().message).toBe('Ese reclamo ya es duplicado de este: el original debe ser otro.');
    expect(await detailOf(t.app, admin, b)).toMatchObject({ estado: 'RECIBIDO', duplicadoDe: null });
    expect(await auditCount(t.app)).toBe(before);

    // Longer loops too: C → A → B, then B → C.
    const c = await complaint();
    await moveTo(t.app, admin, c, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: a });
    expect((await changeState(t.app, admin, b, { ...DUPLICATE, duplicadoDe: c })).statusCode).toBe(409);
  });

  it("names the chain's root when the chosen original is itself a duplicate", async () => {
    const root = await complaint();
    const middle = await complaint();
    await moveTo(t.app, admin, middle, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: root });
    const last = await complaint();
    const detail = await moveTo(t.app, admin, last, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: middle });
    expect(detail).toMatchObject({ estado: 'DUPLICADO', duplicadoDe: root });
    expect(detail.historial.at(-1)).toMatchObject({ estado: 'DUPLICADO', duplicadoDe: root });
  });

  it('moves the duplicates of a complaint that becomes a duplicate on to its original, each with an audit row', async () => {
    const first = await complaint();
    const second = await complaint();
    const follower = await complaint();
    await moveTo(t.app, admin, follower, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: second });
    const before = await auditCount(t.app);
    await moveTo(t.app, admin, second, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: first });
    expect(await detailOf(t.app, admin, follower)).toMatchObject({ estado: 'DUPLICADO', duplicadoDe: first });
    const rows = (await auditRows(t.app)).slice(before);
    expect(rows.map((row) => [row.accion, row.objeto_id])).toEqual([
      ['cambiar_estado', String(second)],
      ['modificar', String(follower)],
    ]);
    expect(rows[1]).toMatchObject({ objeto: 'reclamo', antes: { duplicadoDe: second }, despues: { duplicadoDe: first } });

    // A reopened duplicate is an original again.
    const reopened = await moveTo(t.app, admin, second, 'EN REVISION');
    expect(reopened.duplicadoDe).toBeNull();
    const again = await complaint();
    expect(await moveTo(t.app, admin, again, 'DUPLICADO', { ...DUPLICATE, duplicadoDe: second })).toMatchObject({ duplicadoDe: second });
  });

  it('two staff marking A and B as duplicates of each other at once: one wins, the other gets 409', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await complaint();
      const b = await complaint();
      const answers = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/estadoReclamo/${a}`, headers: bearer(admin), payload: { ...DUPLICATE, duplicadoDe: b } }),
        t.app.inject({ method: 'POST', url: `/api/estadoReclamo/${b}`, headers: bearer(admin), payload: { ...DUPLICATE, duplicadoDe: a } }),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
      const states = [await detailOf(t.app, admin, a), await detailOf(t.app, admin, b)].map((detail) => detail.estado).sort();
      expect(states).toEqual(['DUPLICADO', 'RECIBIDO']);
    }
  });
});
