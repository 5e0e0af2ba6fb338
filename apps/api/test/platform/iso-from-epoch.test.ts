import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { loadConfig } from '../../src/config.ts';
import { createKnex } from '../../src/platform/database/connection.ts';
import { dialectOf, isoFromEpochMs } from '../../src/platform/database/json-sql.ts';
import { engines, throwawayDatabase, type ThrowawayDatabase } from '../support/test-app.ts';

/** Instants where a rounding slip would show: every millisecond around whole seconds, days and years. */
function edgeInstants(): number[] {
  const bases = [
    0,
    Date.UTC(2000, 1, 29),
    Date.UTC(2024, 11, 31, 23, 59, 59),
    Date.UTC(2026, 10, 27, 4),
    Date.UTC(2099, 11, 31, 23, 59, 59),
  ];
  const instants = bases.flatMap((base) => Array.from({ length: 2000 }, (_, ms) => base + ms));
  // A fixed spread over 1970..2100 (a linear congruential walk: the same values on every run).
  let value = 12345;
  for (let i = 0; i < 5000; i++) {
    value = (value * 1103515245 + 12345) % 2 ** 31;
    instants.push(Math.floor((value / 2 ** 31) * Date.UTC(2100, 0, 1)) + (i % 1000));
  }
  return instants;
}

describe.each(engines())('isoFromEpochMs on %s', (engine) => {
  let database: ThrowawayDatabase;
  let db: Knex;
  beforeAll(async () => {
    database = await throwawayDatabase(engine);
    db = createKnex(loadConfig(database.env));
    await db.schema.createTable('instants', (table) => table.bigInteger('at').notNullable());
    await db.batchInsert(
      'instants',
      edgeInstants().map((at) => ({ at })),
      500,
    );
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  it('writes exactly what Date#toISOString writes, to the millisecond', async () => {
    const rows = await db('instants').select<{ at: number | string; iso: string }[]>(
      'at',
      db.raw(`${isoFromEpochMs(dialectOf(db), 'at')} as iso`),
    );
    expect(rows.length).toBe(edgeInstants().length);
    const wrong = rows.filter((row) => row.iso !== new Date(Number(row.at)).toISOString());
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
