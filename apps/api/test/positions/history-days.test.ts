import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryDays, partitionName } from '../../src/positions/history-days.ts';
import { startOfZonedDay, zonedDay } from '@reclamos/shared-types/zoned-time';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';

const DAY = 24 * 3600_000;
const ZONE = 'America/La_Paz';

describe.each(engines())('position history days on %s', (engine) => {
  let t: TestApp;
  let days: HistoryDays;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    days = new HistoryDays(t.app.db, ZONE);
  });
  afterAll(async () => t.close());

  const partitions = async () =>
    engine === 'postgres'
      ? (
          await t.app.db.raw<{ rows: { name: string }[] }>(
            "SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'position_history'::regclass",
          )
        ).rows
          .map((row) => row.name)
          .sort()
      : [];

  it('removes whole days that ended POSITION_HISTORY_DAYS ago, in chunks, and keeps the rest', async () => {
    const now = Date.now();
    const oldDay = zonedDay(now - 40 * DAY, ZONE);
    const start = startOfZonedDay(oldDay, ZONE);
    // More rows than one expiry chunk, all of one old day, and rows of a recent day.
    const old = Array.from({ length: 4500 }, (_, i) => ({
      user_id: 1,
      recorded_at: start + i * 15_000,
      lat: -17.9,
      lng: -67.1,
      accuracy: 5,
    }));
    const recent = { user_id: 1, recorded_at: now - 29 * DAY, lat: -17.9, lng: -67.1, accuracy: 5 };
    for (let i = 0; i < old.length; i += 500) await t.app.db('position_history').insert(old.slice(i, i + 500));
    await t.app.db('position_history').insert(recent);

    await days.ensureDays(now);
    if (engine === 'postgres') {
      // The stray rows of days without a partition moved out of DEFAULT into their own day.
      expect(await partitions()).toEqual(expect.arrayContaining([partitionName(oldDay), partitionName(zonedDay(now + 2 * DAY, ZONE))]));
      expect(await t.app.db('position_history_default').select('recorded_at')).toEqual([]);
    }

    const removed = await days.expireBefore(now - 30 * DAY);
    expect(removed).toBe(engine === 'postgres' ? 1 : 4500);
    const left = await t.app.db<{ recorded_at: number | string }>('position_history').select('recorded_at');
    expect(left.map((row) => Number(row.recorded_at))).toEqual([recent.recorded_at]);
    if (engine === 'postgres') expect(await partitions()).not.toContain(partitionName(oldDay));
  });

  it('keeps a row of the day that began before the cutoff: days leave whole', async () => {
    const now = Date.now();
    const cutoff = now - 30 * DAY;
    const dayStart = startOfZonedDay(zonedDay(cutoff, ZONE), ZONE);
    await t.app.db('position_history').insert({ user_id: 1, recorded_at: dayStart + 1, lat: -17.9, lng: -67.1, accuracy: 5 });
    await days.ensureDays(now);
    await days.expireBefore(cutoff);
    expect(await t.app.db('position_history').where({ recorded_at: dayStart + 1 })).toHaveLength(1);
  });

  it('is a no-op on a second run', async () => {
    const now = Date.now();
    await days.ensureDays(now);
    expect(await days.expireBefore(now - 30 * DAY)).toBe(0);
  });
});
