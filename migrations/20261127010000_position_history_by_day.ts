import type { Knex } from 'knex';

/**
 * The position history stored so that one person's day is one index range and expiry removes
 * whole days (docs/decisions.md, "Position history by day"):
 * - PostgreSQL: `position_history` is partitioned by range of `recorded_at`, one partition per
 *   calendar day of the configured zone (`position_history_YYYYMMDD`), plus a DEFAULT partition
 *   that catches a row whose day has no partition yet (the API creates days ahead and moves such
 *   rows out). Expiry drops a day's partition.
 * - SQLite: the same table with covering indexes: (user_id, recorded_at, lat, lng, accuracy), so
 *   a person-day is one contiguous index range that needs no table lookups, and (recorded_at,
 *   lat, lng, user_id) for "who was near" and for expiry, which deletes old days in small chunks.
 * `id` stays (insertion order of fixes of the same millisecond); on PostgreSQL it is unique by its
 * sequence, not by an index (a partitioned table's unique index must hold the partition key).
 * Existing rows are kept with their ids.
 *
 * The day arithmetic is written here rather than imported: a merged migration is frozen.
 */

const isPostgres = (knex: Knex) => (knex.client as { config: { client: string } }).config.client === 'pg';
const DAY_MS = 24 * 3600_000;

function zoneOf(): string {
  return process.env.TZ?.trim() || 'America/La_Paz';
}

function zonedDay(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

function offsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

function startOfDay(day: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(timeZone, utcMidnight);
  return utcMidnight - offsetMs(timeZone, guess);
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

async function createDayPartition(knex: Knex, day: string, timeZone: string): Promise<void> {
  const from = startOfDay(day, timeZone);
  const to = startOfDay(nextDay(day), timeZone);
  await knex.raw(`CREATE TABLE IF NOT EXISTS ?? PARTITION OF position_history FOR VALUES FROM (${from}) TO (${to})`, [
    `position_history_${day.replaceAll('-', '')}`,
  ]);
}

export async function up(knex: Knex): Promise<void> {
  const zone = zoneOf();
  await knex.schema.renameTable('position_history', 'position_history_old');
  if (isPostgres(knex)) {
    await knex.raw(`CREATE TABLE position_history (
      id bigserial NOT NULL,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      recorded_at bigint NOT NULL,
      lat double precision NOT NULL,
      lng double precision NOT NULL,
      accuracy double precision NOT NULL
    ) PARTITION BY RANGE (recorded_at)`);
    await knex.raw('CREATE INDEX position_history_by_user_time ON position_history (user_id, recorded_at)');
    await knex.raw('CREATE INDEX position_history_by_time ON position_history (recorded_at) INCLUDE (user_id, lat, lng)');
    await knex.raw('CREATE TABLE position_history_default PARTITION OF position_history DEFAULT');
    const range = (await knex('position_history_old').min({ lo: 'recorded_at' }).max({ hi: 'recorded_at' }).first()) as
      { lo: string | number | null; hi: string | number | null } | undefined;
    const today = zonedDay(Date.now(), zone);
    let day = range?.lo == null ? today : zonedDay(Number(range.lo), zone);
    const last = [range?.hi == null ? today : zonedDay(Number(range.hi), zone), nextDay(today)].sort().at(-1) ?? today;
    for (;;) {
      await createDayPartition(knex, day, zone);
      if (day >= last) break;
      day = nextDay(day);
    }
  } else {
    await knex.raw(`CREATE TABLE position_history (
      id integer PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      recorded_at bigint NOT NULL,
      lat float NOT NULL,
      lng float NOT NULL,
      accuracy float NOT NULL
    )`);
    await knex.raw('CREATE INDEX position_history_by_user_time ON position_history (user_id, recorded_at, lat, lng, accuracy)');
    await knex.raw('CREATE INDEX position_history_by_time ON position_history (recorded_at, lat, lng, user_id)');
  }
  await knex.raw(`INSERT INTO position_history (id, user_id, recorded_at, lat, lng, accuracy)
    SELECT id, user_id, recorded_at, lat, lng, accuracy FROM position_history_old ORDER BY id`);
  await knex.schema.dropTable('position_history_old');
  if (isPostgres(knex)) {
    await knex.raw(
      "SELECT setval(pg_get_serial_sequence('position_history', 'id'), COALESCE((SELECT max(id) FROM position_history), 0) + 1, false)",
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.renameTable('position_history', 'position_history_by_day');
  await knex.schema.createTable('position_history', (t) => {
    t.bigIncrements('id').primary();
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.double('lat').notNullable();
    t.double('lng').notNullable();
    t.double('accuracy').notNullable();
    t.bigInteger('recorded_at').notNullable();
    t.index(['user_id', 'recorded_at']);
    t.index(['recorded_at']);
  });
  await knex.raw(`INSERT INTO position_history (id, user_id, lat, lng, accuracy, recorded_at)
    SELECT id, user_id, lat, lng, accuracy, recorded_at FROM position_history_by_day ORDER BY id`);
  // On PostgreSQL the day partitions go with their parent.
  await knex.schema.dropTable('position_history_by_day');
  if (isPostgres(knex)) {
    await knex.raw(
      "SELECT setval(pg_get_serial_sequence('position_history', 'id'), COALESCE((SELECT max(id) FROM position_history), 0) + 1, false)",
    );
  }
}
