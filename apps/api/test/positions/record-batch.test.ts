import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, createUser } from '../support/session.ts';

const INTERVAL = 5_000;
const at = (userId: number, ms: number, lat = -17.97) => ({ userId, report: { lat, lng: -67.11, accuracy: 10 }, at: ms });

/**
 * A batch of position reports is stored with one statement per round of reports (each user's
 * first, then each user's second…); the throttle must still judge each user's reports in order.
 */
describe.each(engines())('a batch of position reports on %s', (engine) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await buildTestApp(engine);
    const admin = await adminToken(t.app);
    ids = [];
    for (let i = 0; i < 3; i++) ids.push((await createUser(t.app, admin, 'INSPECTOR')).id);
  });
  afterAll(async () => t.close());

  async function history(userId: number): Promise<number[]> {
    const rows = await t.app
      .db('position_history')
      .where({ user_id: userId })
      .orderBy('recorded_at')
      .select<{ recorded_at: number | string }[]>('recorded_at');
    return rows.map((row) => Number(row.recorded_at));
  }

  it('judges each user’s reports in order against the throttle, users apart, and keeps the accepted ones in the history', async () => {
    const [a, b, c] = ids as [number, number, number];
    const t0 = 1_900_000_000_000;
    // c reported shortly before this batch and is still sharing: its first report here is too soon.
    expect(await t.app.positions.recordBatch([at(c, t0 - 1_000)], INTERVAL)).toEqual([true]);
    const accepted = await t.app.positions.recordBatch(
      [at(a, t0), at(b, t0), at(a, t0 + 1_000), at(c, t0), at(a, t0 + INTERVAL + 1, -17.98), at(c, t0 + INTERVAL)],
      INTERVAL,
    );
    expect(accepted).toEqual([true, true, false, false, true, true]);
    expect(await history(a)).toEqual([t0, t0 + INTERVAL + 1]);
    expect(await history(b)).toEqual([t0]);
    expect(await history(c)).toEqual([t0 - 1_000, t0 + INTERVAL]);
    const latest = await t.app.db('positions').where({ user_id: a }).first();
    expect(Number(latest.lat)).toBeCloseTo(-17.98);
    expect(Number(latest.updated_at)).toBe(t0 + INTERVAL + 1);
  });

  it('accepts at once the first report after a user stopped sharing', async () => {
    const [, b] = ids as [number, number];
    const t1 = 1_900_000_100_000;
    expect(await t.app.positions.recordBatch([at(b, t1)], INTERVAL)).toEqual([true]);
    await t.app.positions.stopSharing(b);
    expect(await t.app.positions.recordBatch([at(b, t1 + 10), at(b, t1 + 20)], INTERVAL)).toEqual([true, false]);
  });

  it('stores a batch larger than one statement holds', async () => {
    const many = Array.from({ length: 1_200 }, (_, i) => at(ids[i % 3] as number, 1_900_000_200_000 + Math.floor(i / 3) * INTERVAL));
    const accepted = await t.app.positions.recordBatch(many, INTERVAL);
    expect(accepted.every(Boolean)).toBe(true);
  });
});
