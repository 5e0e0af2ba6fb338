import { randomBytes } from 'node:crypto';
import knex from 'knex';
import type { SeededApi } from '../api-server.ts';
import { startServer } from '../child-process.ts';
import { timeListInsp } from '../list-insp-timing.ts';
import { dayString, history } from '../support/days.ts';
import { envNumber } from '../support/env.ts';
import { fixed, kB } from '../support/format.ts';
import type { BenchPartContext } from '../support/parts.ts';
import { percentile } from '../support/stats.ts';
import { CALLS, OWNERS, TARGET_P95_MS, VEHICLES } from './list-day.ts';

/**
 * Owners, vehicles and `count` inspections in PostgreSQL with three INSERT … SELECT over
 * generate_series (fecha evenly spread over `[start, end)`), then VACUUM ANALYZE and CHECKPOINT.
 */
async function seed(db: knex.Knex, count: number, start: number, end: number): Promise<void> {
  const now = Date.now();
  await db.raw(
    `INSERT INTO propietarios (cedula, nombre, categoria, seguro, source_fecha, updated_at)
     SELECT (2000000 + i * 7)::text, 'PROPIETARIO DE PRUEBA ' || i, (ARRAY['', 'A', 'B', 'C'])[1 + i % 4], CASE WHEN i % 7 = 0 THEN 'FOCAT' ELSE 'SOAT' END, 0, ?
     FROM generate_series(0, ? - 1) AS i`,
    [now, OWNERS],
  );
  await db.raw(
    `INSERT INTO vehiculos (placa, tipo, marca, modelo, linea, updated_at)
     SELECT (1000 + i)::text || 'BEN', 'MINIBÚS', 'TOYOTA', 'HIACE', (1 + i % 20)::text, ? FROM generate_series(0, ? - 1) AS i`,
    [now, VEHICLES],
  );
  const item = (salt: number) => `(ARRAY['BUENO', 'BUENO', 'BUENO', 'BUENO', 'MALO', 'NO TIENE'])[1 + (i * ${salt}) % 6]`;
  await db.raw(
    `INSERT INTO inspecciones (uuid, content_hash, fecha, created_at, updated_at, ventanas, puertas, ventilacion, luz, higiene, triangulo,
       calificacion, observacion, radicatoria, cedula, nombre, categoria, seguro, placa, tipo, marca, modelo, linea, inspector_id, inspector_nombre, lat, lng)
     SELECT md5(i::text)::uuid::text, md5(i::text || 'h') || md5(i::text || 'i'), f, f, f,
       ${item(1)}, ${item(3)}, ${item(5)}, ${item(7)}, ${item(11)}, ${item(13)},
       CASE WHEN i % 3 = 0 THEN 'CUMPLE' ELSE 'NO CUMPLE' END, 'Falta triángulo de seguridad.', 'ORURO',
       (2000000 + ((i * 13) % ?) * 7)::text, 'PROPIETARIO DE PRUEBA ' || ((i * 13) % ?), '', 'SOAT',
       (1000 + i % ?)::text || 'BEN', 'MINIBÚS', 'TOYOTA', 'HIACE', (1 + (i % ?) % 20)::text, u.id, u.nombre, -17.968851, -67.112892
     FROM (SELECT i, ?::bigint + (i::bigint * ?::bigint) / ?::bigint AS f FROM generate_series(0, ? - 1) AS i) AS s
     JOIN (SELECT id, nombre, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM users) AS u ON u.n = s.i % u.total`,
    [OWNERS, OWNERS, VEHICLES, VEHICLES, start, end - start, count, count],
  );
  // A settled database, as the SQLite part's checkpoint leaves its file: hint bits and the
  // visibility map set, the million rows' dirty pages written out rather than flushed mid-timing.
  await db.raw('VACUUM ANALYZE');
  await db.raw('CHECKPOINT');
}

/** `GET listInsp/{fecha}` on PostgreSQL (part of list-day), when BENCH_DATABASE_URL names a server to create a throwaway database on. */
export async function listDayPostgresPart({ lines, notes, tempDir }: BenchPartContext): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    lines.push({ item: 'listInsp 1 day on PostgreSQL', figure: 'skipped (set BENCH_DATABASE_URL)', target: '', met: null });
    return;
  }
  const count = Math.round(envNumber('BENCH_INSPECTION_ROWS', 1_000_000));
  const name = `reclamos_bench_${randomBytes(6).toString('hex')}`;
  const admin = knex({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw('CREATE DATABASE ??', [name]);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = knex({ client: 'pg', connection: url.toString(), pool: { min: 0, max: 1 } });
  try {
    const api = await startServer<SeededApi>('api-server.ts', {
      BENCH_DATA_DIR: tempDir(),
      BENCH_USERS: '12',
      BENCH_API_DATABASE_URL: url.toString(),
    });
    try {
      const { start, end, middle } = history();
      console.log(`listInsp (PostgreSQL): seeding ${count.toLocaleString('en-US')} inspections…`);
      const seedStarted = performance.now();
      await seed(db, count, start, end);
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const token = api.data.tokens[1] ?? api.data.tokens[0];
      if (!token) throw new Error('no session token');
      const day = dayString(middle);
      console.log(`listInsp (PostgreSQL): ${day}, ${CALLS} calls…`);
      const result = await timeListInsp(api, token, day, CALLS);
      const p95 = percentile(result.times, 95);
      lines.push(
        {
          item: `Seeding ${count.toLocaleString('en-US')} inspections in PostgreSQL (generate_series)`,
          figure: `${fixed(seedSeconds, 1)} s`,
          target: '',
          met: null,
        },
        {
          item: `listInsp 1 day on PostgreSQL (${result.rows.toLocaleString('en-US')} rows, ${kB(result.bytes)} JSON, ${CALLS} calls)`,
          figure: `p50 ${fixed(percentile(result.times, 50), 1)} ms, p95 ${fixed(p95, 1)} ms`,
          target: `p95 ≤ ${TARGET_P95_MS} ms`,
          met: p95 <= TARGET_P95_MS,
        },
      );
      notes.push(
        `listInsp on PostgreSQL: the same API child with DATABASE_URL on a throwaway database of the server BENCH_DATABASE_URL names; ` +
          `${count.toLocaleString('en-US')} inspections seeded with INSERT … SELECT over generate_series (synthetic texts), then VACUUM ANALYZE and CHECKPOINT; ` +
          `timed like the SQLite part on ${day}.`,
      );
    } finally {
      await api.stop();
    }
  } finally {
    await db.destroy();
    await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [name]);
    await admin.destroy();
  }
}
