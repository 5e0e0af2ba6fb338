import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { numberOption } from './args.ts';
import { throwawayPostgres } from './postgres-database.ts';
import type { Bench, BenchResult } from './report.ts';
import { timedRequest } from './support/http.ts';
import { percentile } from './support/stats.ts';

/**
 * The authority's own data: `GET placa/{placa}` on a database of AUTHORITY_COMPLAINTS complaints
 * and AUTHORITY_INSPECTIONS inspections (1,000,000 each by default) spread over AUTHORITY_PLATES
 * plates, and `POST vehiculos/importar` of AUTHORITY_IMPORT_ROWS rows (20,000: half updates of
 * known plates, half new ones), dry run then real run, on SQLite and PostgreSQL
 * (AUTHORITY_ENGINES=sqlite,postgres). The API runs in this process and is called over HTTP.
 */

const ADMIN_PASSWORD = 'bench-admin-password';
const PLACA_TARGET_P95_MS = 20;
const IMPORT_TARGET_MS = 10_000;

function sizes() {
  return {
    complaints: numberOption('complaints', 'AUTHORITY_COMPLAINTS', 1_000_000),
    inspections: numberOption('inspections', 'AUTHORITY_INSPECTIONS', 1_000_000),
    plates: numberOption('plates', 'AUTHORITY_PLATES', 50_000),
    importRows: numberOption('import-rows', 'AUTHORITY_IMPORT_ROWS', 20_000),
    calls: numberOption('calls', 'AUTHORITY_PLACA_CALLS', 300),
    engines: (process.env.AUTHORITY_ENGINES ?? 'sqlite,postgres')
      .split(',')
      .map((engine) => engine.trim())
      .filter(Boolean),
  };
}

const plateOf = (i: number) => `B${String(i).padStart(6, '0')}`;

/** Plates, one owner, complaints and inspections written by the database itself (a series), then ANALYZE. */
async function seed(app: FastifyInstance, engine: string, s: ReturnType<typeof sizes>): Promise<void> {
  const db = app.db;
  const now = Date.now();
  const minute = 60_000;
  for (let at = 0; at < s.plates; at += 500) {
    const rows = Array.from({ length: Math.min(500, s.plates - at) }, (_, k) => ({
      placa: plateOf(at + k),
      tipo: 'MINIBUS',
      linea: String((at + k) % 120),
      chofer: `CHOFER ${at + k}`,
      updated_at: now,
    }));
    await db('vehiculos').insert(rows);
  }
  await db('propietarios').insert({ cedula: '1000', nombre: 'PROPIETARIO', updated_at: now });
  const pg = engine === 'postgres';
  // generate_series gives int4: epoch milliseconds need bigint.
  const ago = pg ? `i::bigint * ${minute}` : `i * ${minute}`;
  const series = (n: number) => (pg ? `generate_series(1, ${n}) as s(i)` : `s`);
  const withSeries = (n: number) => (pg ? '' : `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s LIMIT ${n}) `);
  const plate = pg ? `'B' || lpad((i % ${s.plates})::text, 6, '0')` : `'B' || printf('%06d', i % ${s.plates})`;
  const uuid = (prefix: string) => (pg ? `'${prefix}' || lpad(i::text, 12, '0')` : `'${prefix}' || printf('%012d', i)`);
  await db.raw(
    `${withSeries(s.complaints)}INSERT INTO reclamos (uuid, content_hash, fecha, received_at, placa, descripcion, delito_id) ` +
      `SELECT ${uuid('00000000-0000-4000-8000-')}, 'x', ${now} - ${ago}, ${now} - ${ago}, ${plate}, 'Cobró de más', 1 + i % 15 FROM ${series(s.complaints)}`,
  );
  await db.raw(
    `${withSeries(s.inspections)}INSERT INTO inspecciones (uuid, content_hash, fecha, created_at, updated_at, ventanas, puertas, ventilacion, luz, higiene, triangulo, calificacion, cedula, nombre, seguro, placa, tipo, inspector_id, inspector_nombre) ` +
      `SELECT ${uuid('00000000-0000-4000-9000-')}, 'x', ${now} - ${ago}, ${now}, ${now}, 'BUENO', 'BUENO', 'MALO', 'BUENO', 'BUENO', 'NO TIENE', 'CUMPLE', '1000', 'PROPIETARIO', 'SOAT', ${plate}, 'MINIBUS', 1, 'Admin' FROM ${series(s.inspections)}`,
  );
  await db.raw('ANALYZE');
}

const BOUNDARY = 'AuthorityBenchBoundary0123456789';

function importBody(rows: number, plates: number): Buffer {
  const lines = ['placa,tipo,linea,chofer'];
  // Half the rows correct known plates (a new driver), half add new ones.
  for (let i = 0; i < rows; i++)
    lines.push(
      i % 2 === 0
        ? `${plateOf((i * 7) % plates)},MINIBUS,${i % 120},NUEVO CHOFER ${i}`
        : `N${String(i).padStart(6, '0')},TRUFI,${i % 40},CHOFER NUEVO ${i}`,
    );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="archivo"; filename="flota.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), Buffer.from(lines.join('\r\n')), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

interface EngineFigures {
  engine: string;
  placaP50: number;
  placaP95: number;
  dryMs: number;
  realMs: number;
  seedMs: number;
  /** What the real run did (crear, actualizar, sinCambios, rechazadas). */
  resumen: Record<string, number>;
}

async function runEngine(engine: string, s: ReturnType<typeof sizes>): Promise<EngineFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-authority-'));
  const postgres = engine === 'postgres' ? await throwawayPostgres() : null;
  const config = loadConfig({
    ADMIN_PASSWORD,
    DATA_DIR: dataDir,
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'warn',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    const started = performance.now();
    console.log(
      `${engine}: seeding ${s.complaints.toLocaleString('en-US')} complaints and ${s.inspections.toLocaleString('en-US')} inspections over ${s.plates.toLocaleString('en-US')} plates…`,
    );
    await seed(app, engine, s);
    const seedMs = performance.now() - started;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const login = await timedRequest(
      `${address}/api/login`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      Buffer.from(JSON.stringify({ name: 'admin', password: ADMIN_PASSWORD })),
    );
    const token = (JSON.parse(login.text) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };

    const times: number[] = [];
    for (let i = 0; i < s.calls + 20; i++) {
      const res = await timedRequest(`${address}/api/placa/${plateOf((i * 7919) % s.plates)}`, { agent, headers: auth });
      if (res.status !== 200) throw new Error(`placa answered ${res.status}: ${res.text}`);
      if (i >= 20) times.push(res.ms);
    }

    const body = importBody(s.importRows, s.plates);
    const headers = { ...auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length };
    const dry = await timedRequest(`${address}/api/vehiculos/importar?simular=1`, { method: 'POST', agent, headers }, body);
    if (dry.status !== 200) throw new Error(`dry run answered ${dry.status}: ${dry.text.slice(0, 300)}`);
    const real = await timedRequest(`${address}/api/vehiculos/importar`, { method: 'POST', agent, headers }, body);
    if (real.status !== 200) throw new Error(`real run answered ${real.status}: ${real.text.slice(0, 300)}`);
    agent.destroy();
    const { resumen } = JSON.parse(real.text) as { resumen: Record<string, number> };
    return { engine, placaP50: percentile(times, 50), placaP95: percentile(times, 95), dryMs: dry.ms, realMs: real.ms, seedMs, resumen };
  } finally {
    await app.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function run(): Promise<BenchResult> {
  const s = sizes();
  const figures: EngineFigures[] = [];
  for (const engine of s.engines) figures.push(await runEngine(engine, s));
  const ms = (value: number) => value.toFixed(2);
  const sec = (value: number) => `${(value / 1000).toFixed(2)} s`;
  const lines = [
    ['engine', 'placa p50 ms', 'placa p95 ms', `import ${s.importRows.toLocaleString('en-US')} dry run`, 'import real run', 'seed'],
    ...figures.map((f) => [f.engine, ms(f.placaP50), ms(f.placaP95), sec(f.dryMs), sec(f.realMs), sec(f.seedMs)]),
  ];
  const table = [
    `| ${lines[0]?.join(' | ')} |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...lines.slice(1).map((line) => `| ${line.join(' | ')} |`),
  ].join('\n');
  console.log(table);
  const verdicts = figures.flatMap((f) => [
    `${f.placaP95 <= PLACA_TARGET_P95_MS ? 'TARGET MET' : 'TARGET MISSED'} (${f.engine}): GET placa/{placa} p95 ${ms(f.placaP95)} ms on ${s.complaints.toLocaleString('en-US')} complaints + ${s.inspections.toLocaleString('en-US')} inspections (target ≤ ${PLACA_TARGET_P95_MS} ms).`,
    `${Math.max(f.dryMs, f.realMs) <= IMPORT_TARGET_MS ? 'TARGET MET' : 'TARGET MISSED'} (${f.engine}): import of ${s.importRows.toLocaleString('en-US')} rows, dry run ${sec(f.dryMs)}, real run ${sec(f.realMs)} (target ≤ ${IMPORT_TARGET_MS / 1000} s each).`,
  ]);
  return {
    rows: [],
    table,
    load: `${s.calls} sequential GET placa/{placa} calls (after 20 warm-up) over one keep-alive connection; one import request of each kind.`,
    verdicts,
    notes: [
      `Sizes: AUTHORITY_COMPLAINTS=${s.complaints}, AUTHORITY_INSPECTIONS=${s.inspections}, AUTHORITY_PLATES=${s.plates}, AUTHORITY_IMPORT_ROWS=${s.importRows}; each plate has about ${Math.round(s.complaints / s.plates)} complaints and ${Math.round(s.inspections / s.plates)} inspections. The history reads newest first through the (placa, fecha) indexes of migration 20261124020000.`,
      ...figures.map(
        (f) =>
          `Import real run on ${f.engine}: ${Object.entries(f.resumen)
            .map(([key, value]) => `${key} ${value}`)
            .join(', ')} (each applied row also writes its audit row).`,
      ),
    ],
  };
}

export const authorityBench: Bench = {
  name: 'authority',
  heading: '## Authority data',
  setup:
    'GET placa/{placa} on a million complaints and a million inspections; import of 20,000 registry rows, dry run and real run; API in-process over HTTP.',
  run,
};
