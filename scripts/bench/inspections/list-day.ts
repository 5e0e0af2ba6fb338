import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SQLITE_FILE } from '../../../apps/api/src/platform/database/connection.ts';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { seededRandom } from '../../demo/demo-data.ts';
import { inspectionRow, ownerRow, type VehicleFacts } from '../../demo/inspection-rows.ts';
import { INSPECTION_COLUMNS, LIST_DAY_JSON_SQL } from '../../support/api-internals.ts';
import { LINEAS, MARCAS, MODELOS, TIPOS } from '../../support/seeds.ts';
import type { SeededApi } from '../api-server.ts';
import { startServer } from '../child-process.ts';
import { timeListInsp } from '../list-insp-timing.ts';
import { dayString, history, HISTORY_DAYS as DAYS, ZONE } from '../support/days.ts';
import { envNumber } from '../support/env.ts';
import { fixed, kB } from '../support/format.ts';
import type { BenchPartContext } from '../support/parts.ts';
import { percentile } from '../support/stats.ts';

/** The list-day part's sizes and target, on SQLite here and on PostgreSQL in list-day-postgres.ts. */
export const CALLS = 200;
export const TARGET_P95_MS = 20;
export const OWNERS = 20_000;
export const VEHICLES = 10_000;
const BATCH = 50_000;

/**
 * Owners, vehicles and `count` inspections straight into the SQLite file with better-sqlite3
 * (one prepared insert, 50,000 rows per transaction), fecha evenly spread over `[start, end)`,
 * rows made by the demo's own generator.
 */
export function seedInspections(file: string, count: number, start: number, end: number): void {
  const random = seededRandom(4);
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const now = Date.now();
    const inspectors = db.prepare('select id, nombre from users order by id').all() as { id: number; nombre: string }[];
    const owners = Array.from({ length: OWNERS }, (_, i) => ownerRow(random, i, now));
    const pickOf = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
    const vehicles: VehicleFacts[] = Array.from({ length: VEHICLES }, (_, i) => ({
      placa: `${1000 + (i % 9000)}${String.fromCharCode(65 + (i % 26), 65 + ((i * 7) % 26), 65 + Math.floor(i / 9000))}`,
      tipo: pickOf(TIPOS, i),
      marca: pickOf(MARCAS, i * 3),
      modelo: pickOf(MODELOS, i * 5),
      linea: pickOf(LINEAS, i * 11),
    }));
    const insertOwner = db.prepare(
      'insert into propietarios (cedula, nombre, categoria, seguro, source_fecha, updated_at) values (@cedula, @nombre, @categoria, @seguro, @source_fecha, @updated_at)',
    );
    const insertVehicle = db.prepare(
      'insert into vehiculos (placa, tipo, marca, modelo, linea, updated_at) values (@placa, @tipo, @marca, @modelo, @linea, @updated_at)',
    );
    db.transaction(() => {
      for (const owner of owners) insertOwner.run(owner);
      for (const vehicle of vehicles) insertVehicle.run({ ...vehicle, updated_at: now });
    })();

    const columns = INSPECTION_COLUMNS.filter((c) => c !== 'id');
    const insert = db.prepare(
      `insert into inspecciones (content_hash, ${columns.join(', ')}) values (@content_hash, ${columns.map((c) => `@${c}`).join(', ')})`,
    );
    const span = end - start;
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const vehicle = vehicles[i % VEHICLES] as VehicleFacts;
        const owner = owners[(i * 13) % OWNERS] as (typeof owners)[number];
        insert.run(
          inspectionRow(
            random,
            owner,
            vehicle,
            inspectors[i % inspectors.length] ?? { id: 1, nombre: 'ADMIN' },
            start + Math.floor((i * span) / count),
          ),
        );
      }
    });
    for (let from = 0; from < count; from += BATCH) batch(from, Math.min(count, from + BATCH));
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

function storedCount(file: string): number {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from inspecciones').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** `GET listInsp/{fecha}` for one Bolivian day on a million inspections (BENCH_INSPECTION_ROWS), on SQLite. */
export async function listDayPart({ lines, notes, tempDir }: BenchPartContext): Promise<void> {
  const count = Math.round(envNumber('BENCH_INSPECTION_ROWS', 1_000_000));
  // BENCH_INSPECTIONS_DATA_DIR keeps the seeded database between runs (seeded once, then reused).
  const keptDir = process.env.BENCH_INSPECTIONS_DATA_DIR;
  if (keptDir) fs.mkdirSync(keptDir, { recursive: true });
  const dataDir = keptDir ?? tempDir();
  const api = await startServer<SeededApi>('api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_USERS: '12' });
  try {
    const file = path.join(dataDir, SQLITE_FILE);
    const { start, end, middle } = history();
    const present = storedCount(file);
    let seedSeconds = Number.NaN;
    if (present === 0) {
      console.log(`listInsp: seeding ${count.toLocaleString('en-US')} inspections over ${DAYS} days…`);
      const seedStarted = performance.now();
      seedInspections(file, count, start, end);
      seedSeconds = (performance.now() - seedStarted) / 1000;
      console.log(`listInsp: seeded in ${fixed(seedSeconds, 1)} s (${fixed(fs.statSync(file).size / 2 ** 20, 0)} MiB file).`);
    } else if (present !== count) {
      throw new Error(`${dataDir} holds ${present} inspections, not ${count}: remove it or set BENCH_INSPECTION_ROWS=${present}`);
    } else {
      console.log(`listInsp: reusing ${count.toLocaleString('en-US')} inspections in ${dataDir}.`);
    }

    // A USUARIO's token (the administrator's is tokens[0]); USUARIO may use inspections.
    const token = api.data.tokens[1] ?? api.data.tokens[0];
    if (!token) throw new Error('no session token');
    const day = dayString(middle);
    console.log(`listInsp: ${day}, ${CALLS} calls…`);
    const result = await timeListInsp(api, token, day, CALLS);

    const sql = LIST_DAY_JSON_SQL;
    const bindings = [startOfZonedDay(day, ZONE), startOfZonedDay(addDays(day, 1), ZONE)];
    const db = new Database(file, { readonly: true });
    const bare: number[] = [];
    let plan = '';
    try {
      const statement = db.prepare(sql).pluck(true);
      statement.get(...bindings);
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        statement.get(...bindings);
        bare.push(performance.now() - started);
      }
      plan = (db.prepare(`explain query plan ${sql}`).all(...bindings) as { detail: string }[]).map((r) => r.detail).join('; ');
    } finally {
      db.close();
    }
    const p95 = percentile(result.times, 95);
    lines.push(
      Number.isNaN(seedSeconds)
        ? {
            item: `Seeding ${count.toLocaleString('en-US')} inspections`,
            figure: 'reused (BENCH_INSPECTIONS_DATA_DIR)',
            target: '',
            met: null,
          }
        : {
            item: `Seeding ${count.toLocaleString('en-US')} inspections (+${OWNERS.toLocaleString('en-US')} owners, ${VEHICLES.toLocaleString('en-US')} vehicles)`,
            figure: `${fixed(seedSeconds, 1)} s`,
            target: '< 180 s',
            met: seedSeconds < 180,
          },
      {
        item: `listInsp 1 day (${result.rows.toLocaleString('en-US')} rows, ${kB(result.bytes)} JSON, ${CALLS} calls)`,
        figure: `p50 ${fixed(percentile(result.times, 50), 1)} ms, p95 ${fixed(p95, 1)} ms`,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
        met: p95 <= TARGET_P95_MS,
      },
      {
        item: 'Bare SQL of listInsp (the JSON written by SQLite), 1 day',
        figure: `p50 ${fixed(percentile(bare, 50), 1)} ms, p95 ${fixed(percentile(bare, 95), 1)} ms`,
        target: '',
        met: null,
      },
    );
    notes.push(
      `listInsp: ${count.toLocaleString('en-US')} inspections spread evenly over the ${DAYS} days before today (≈${Math.round(count / DAYS)} a day), ` +
        'made by the demo generator (scripts/demo/inspection-rows.ts) and inserted straight into the SQLite file with better-sqlite3 ' +
        `(${BATCH.toLocaleString('en-US')} rows per transaction) while the API child was up, then checkpointed. Timed through the real API ` +
        `(GET /api/listInsp/${day}, a USUARIO's bearer token, each timed to the last byte of its body, 5 untimed calls first, then ${CALLS} sequential calls); ` +
        `the bare SQL is the statement the API prepares (LIST_DAY_JSON_SQL: the day's JSON array written by SQLite, handed over as bytes), run with better-sqlite3 in the bench process as the API runs it. Query plan: ${plan}.`,
    );
  } finally {
    await api.stop();
  }
}
