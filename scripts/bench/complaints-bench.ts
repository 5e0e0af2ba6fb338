import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import knex from 'knex';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { DEFAULT_MAX_CONCURRENT_UPLOADS } from '../../apps/api/src/config.ts';
import { SQLITE_FILE } from '../../apps/api/src/platform/database/connection.ts';
import { addDays, startOfZonedDay } from '../../apps/api/src/platform/time/zoned-time.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import type { SeededApi } from './api-server.ts';
import { cpuProfileArgs, REPO_ROOT, startServer, type ServerHandle } from './child-process.ts';
import type { Bench, BenchResult } from './report.ts';
import { timeJsonList } from './list-insp-timing.ts';
import { listComplaintsBetweenJson } from '../support/api-internals.ts';
import { throwawayPostgres } from './postgres-database.ts';
import { benchCode, benchState, benchWorkflow } from './workflow-bench.ts';
import { PWA_DIST as DIST } from '../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from '../support/chromium.ts';
import { dayString, DAY_MS, history, HISTORY_DAYS as REPORT_DAYS, ZONE } from './support/days.ts';
import { envNumber } from './support/env.ts';
import { fixed, kB } from './support/format.ts';
import { timedRequest, type TimedAnswer } from './support/http.ts';
import { linesMarkdown, linesText, linesVerdicts, type Line } from './support/lines.ts';
import { noisyJpeg } from './support/photos.ts';
import { cpuSeconds, rssBytes } from './support/proc.ts';
import { buildPwaIfMissing } from './support/pwa-build.ts';
import { medianBy, percentile } from './support/stats.ts';

/**
 * As many closed-loop clients as the server reads uploads at once (FORMULARIO_MAX_CONCURRENT_UPLOADS,
 * its default): more would only be answered 429 "busy" in a few microseconds each, and counting
 * those would say nothing about storing complaints. 429s are still counted, on their own line.
 */
const FORMULARIO_CLIENTS = DEFAULT_MAX_CONCURRENT_UPLOADS;
/** The phone's photo: compress-image.ts resizes into 1920×1920 at quality 0.8 before queueing. */
const PHONE_MAX_DIMENSION = 1920;
const PHONE_QUALITY = 80;
const FORMULARIO_WARMUP_SECONDS = 3;
/** ODK Central's POST submission rate, the reference figure measured with the same method, and our multiples of it. */
const ODK_CENTRAL_RPS = 27.6;
const FORMULARIO_TARGET_TIMES = { sqlite: 4, postgres: 3 } as const;
const FORMULARIO_TARGET_P99_MS = 400;
const DAY_CALLS = 30;
const MONTH_CALLS = 10;
const DAY_TARGET_P95_MS = 20;
const MONTH_TARGET_P95_MS = 400;
const MONTH_TARGET_RATIO = 1.5;
const COMPRESSION_TARGET_BYTES = 2_000_000;
const INITIAL_JS_TARGET_BYTES = 170_000;
// The initial-download target: what /reclamo costs a phone, brotli, everything included.
const INITIAL_DOWNLOAD_TARGET_BYTES = 180_000;
const FORBIDDEN_CHUNKS = /maplibre|jspdf|exceljs/i;

/**
 * What a phone uploads: the 12 MP camera photo of the compression bench (noisy 4000×3000, quality
 * 85), resized to fit 1920×1920 and encoded at quality 0.8 as compress-image.ts has compressorjs do
 * (sharp stands in for the phone's canvas here).
 */
async function phoneJpeg(): Promise<{ bytes: Buffer; width: number; height: number }> {
  const camera = await noisyJpeg(4000, 3000, 85);
  const { data, info } = await sharp(camera)
    .resize(PHONE_MAX_DIMENSION, PHONE_MAX_DIMENSION, { fit: 'inside' })
    .jpeg({ quality: PHONE_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

// ---------------------------------------------------------------------------------------------
// 1. POST formulario

const UUID_LENGTH = 36;
const BOUNDARY = 'ReclamosBenchBoundary7MA4YWxkTrZu0gW';

/**
 * The multipart body with a COM segment right after the JPEG's SOI holding 36 placeholder bytes;
 * each request overwrites them with its Idempotency-Key, so every photo (and its SHA-256) differs.
 */
function formularioTemplate(jpeg: Buffer): { body: Buffer; keyOffset: number } {
  const comment = Buffer.alloc(4 + UUID_LENGTH, 'x');
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(2 + UUID_LENGTH, 2);
  const photo = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('delito_id', '3') +
      field('placa', '2345-ABC') +
      field('direccion', 'Av. 6 de Agosto y Bolívar') +
      field('descripcion', 'El conductor cobró de más y no respetó la parada.') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagen"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { body: Buffer.concat([head, photo, tail]), keyOffset: head.length + 2 + 4 };
}

interface Template {
  body: Buffer;
  keyOffset: number;
}

/** One POST formulario with a fresh Idempotency-Key, also written into the photo's COM segment. */
function postFormulario(url: string, agent: http.Agent, template: Template): Promise<TimedAnswer> {
  const key = randomUUID();
  const body = Buffer.from(template.body);
  body.write(key, template.keyOffset, 'latin1');
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, 'idempotency-key': key };
  return timedRequest(`${url}/api/formulario`, { method: 'POST', agent, headers }, body, 30_000);
}

interface LoopResult {
  latencies: number[];
  non2xx: Record<number, number>;
  errors: Record<string, number>;
  seconds: number;
}

/**
 * `clients` closed loops: each sends, waits for its answer, sends again until `seconds` have
 * passed; the run ends once every last answer is in, so every 2xx is a committed complaint.
 */
async function closedLoop(url: string, template: Template, clients: number, seconds: number): Promise<LoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const result: LoopResult = { latencies: [], non2xx: {}, errors: {}, seconds: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      try {
        const { status, ms } = await postFormulario(url, agent, template);
        if (status >= 200 && status < 300) result.latencies.push(ms);
        else result.non2xx[status] = (result.non2xx[status] ?? 0) + 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).message;
        result.errors[code] = (result.errors[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

function total(counts: Record<string | number, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

type Engine = 'sqlite' | 'postgres';

async function countStoredPostgres(url: string): Promise<{ complaints: number; photos: number }> {
  const db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  try {
    const count = async (table: string) => Number((await db(table).count<{ n: string | number }[]>({ n: '*' }))[0]?.n ?? 0);
    return { complaints: await count('reclamos'), photos: await count('blobs') };
  } finally {
    await db.destroy();
  }
}

function countStored(file: string): { complaints: number; photos: number } {
  const db = new Database(file, { readonly: true });
  try {
    const count = (table: string) => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    return { complaints: count('reclamos'), photos: count('blobs') };
  } finally {
    db.close();
  }
}

async function benchFormulario(dataDir: string, lines: Line[], notes: string[], engine: Engine = 'sqlite'): Promise<void> {
  const seconds = envNumber('BENCH_FORMULARIO_SECONDS', 30);
  const phone = await phoneJpeg();
  const jpeg = phone.bytes;
  const size = `${phone.width}×${phone.height}`;
  const template = formularioTemplate(jpeg);
  const postgres = engine === 'postgres' ? await throwawayPostgres() : null;
  const api = await startServer<SeededApi>(
    'api-server.ts',
    {
      BENCH_DATA_DIR: dataDir,
      BENCH_USERS: '1',
      BENCH_PUBLIC_RATE_LIMIT: '1000000',
      ...(postgres && { BENCH_API_DATABASE_URL: postgres.url }),
    },
    cpuProfileArgs(),
  );
  const stored = () => (postgres ? countStoredPostgres(postgres.url) : Promise.resolve(countStored(path.join(dataDir, SQLITE_FILE))));
  try {
    const agent = new http.Agent({ keepAlive: true });
    const probe = await postFormulario(api.url, agent, template);
    agent.destroy();
    if (probe.status !== 201) throw new Error(`POST formulario probe: ${probe.status} ${probe.text}`);

    console.log(
      `POST formulario on ${engine}: ${kB(jpeg.length)} JPEG (${size}), ${FORMULARIO_CLIENTS} clients, ${FORMULARIO_WARMUP_SECONDS} s warm-up…`,
    );
    await closedLoop(api.url, template, FORMULARIO_CLIENTS, FORMULARIO_WARMUP_SECONDS);
    const before = await stored();

    console.log(`POST formulario: ${seconds} s measured…`);
    let peakRss = rssBytes(api.pid);
    const cpuBefore = cpuSeconds(api.pid);
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(api.pid));
    }, 250);
    const result = await closedLoop(api.url, template, FORMULARIO_CLIENTS, seconds);
    clearInterval(sampler);
    const endRss = rssBytes(api.pid);
    const cpuUsed = cpuSeconds(api.pid) - cpuBefore;
    const after = await stored();
    const { latencies } = result;

    const ok = latencies.length;
    const busy = result.non2xx[429] ?? 0;
    const non2xx = total(result.non2xx) - busy;
    const socketErrors = total(result.errors);
    const rps = ok / result.seconds;
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const added = { complaints: after.complaints - before.complaints, photos: after.photos - before.photos };
    const consistent = added.complaints === ok && added.photos === ok;
    const times = FORMULARIO_TARGET_TIMES[engine];
    lines.push(
      {
        item: `POST formulario on ${engine} (${kB(template.body.length)} multipart, ${FORMULARIO_CLIENTS} clients, ${seconds} s)`,
        figure: `${fixed(rps, 1)} req/s (${fixed(rps / ODK_CENTRAL_RPS, 2)}× ODK Central's ${ODK_CENTRAL_RPS}/s), p50 ${fixed(p50, 0)} ms, p99 ${fixed(p99, 0)} ms`,
        target: `≥ ${times}× (${fixed(times * ODK_CENTRAL_RPS, 1)}/s), p99 ≤ ${FORMULARIO_TARGET_P99_MS} ms`,
        met: rps >= times * ODK_CENTRAL_RPS && p99 <= FORMULARIO_TARGET_P99_MS,
      },
      {
        item: 'POST formulario errors (non-2xx other than 429 + socket errors/timeouts)',
        figure: `${non2xx} + ${socketErrors}${non2xx + socketErrors > 0 ? ` ${JSON.stringify({ ...result.non2xx, 429: undefined, ...result.errors })}` : ''}`,
        target: '0',
        met: non2xx + socketErrors === 0,
      },
      {
        item: `POST formulario answered 429 "busy" (${FORMULARIO_CLIENTS} clients at a cap of ${DEFAULT_MAX_CONCURRENT_UPLOADS} uploads; not in req/s)`,
        figure: String(busy),
        target: '0',
        met: busy === 0,
      },
      {
        // Less sensitive than req/s to other work on a shared machine: what one upload costs the server.
        item: 'POST formulario server CPU per accepted upload (all threads)',
        figure: `${fixed((cpuUsed * 1000) / Math.max(1, ok), 1)} ms`,
        target: '',
        met: null,
      },
      {
        item: 'POST formulario server RSS (peak / at end)',
        figure: `${fixed(peakRss / 2 ** 20, 0)} / ${fixed(endRss / 2 ** 20, 0)} MiB`,
        target: '',
        met: null,
      },
      {
        item: 'POST formulario stored complaints / photos vs 2xx',
        figure: `${added.complaints} / ${added.photos} vs ${ok}`,
        target: 'equal',
        met: consistent,
      },
    );
    notes.push(
      `POST formulario: each request carries a ${kB(jpeg.length)} ${size} JPEG, what a phone uploads (the compression bench's noisy 12 MP photo resized into ` +
        `${PHONE_MAX_DIMENSION}×${PHONE_MAX_DIMENSION} at quality ${PHONE_QUALITY / 100}, as compress-image.ts has compressorjs do), made unique by a fresh Idempotency-Key written ` +
        'into a COM segment, so every photo has its own SHA-256 and row. The parent runs ' +
        `${FORMULARIO_CLIENTS} closed-loop clients (node:http, keep-alive; the server's default cap of uploads read at once), each waiting for its answer before sending again, ` +
        `after a ${FORMULARIO_WARMUP_SECONDS} s warm-up; no new request after the deadline, and the run (and its req/s) ends with the last answer. ` +
        'The API runs in its own child with production settings except PUBLIC_RATE_LIMIT_PER_MINUTE (every client is 127.0.0.1). ' +
        'Stored rows are counted in the database (the SQLite file, or the throwaway PostgreSQL database of the PostgreSQL run) before and after the measured run; ' +
        `ODK Central's ${ODK_CENTRAL_RPS}/s is the reference figure for its submission endpoint, measured the same way.`,
    );
  } finally {
    await api.stop();
    await postgres?.drop();
  }
}

// ---------------------------------------------------------------------------------------------
// 2. POST reportFecha on a million complaints

/** Direct batch inserts, one transaction per 50,000 rows, fecha evenly spread over `[start, end)`. */
function seedComplaints(file: string, count: number, start: number, end: number): void {
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const delitos = (db.prepare('select id from delitos order by id').all() as { id: number }[]).map((d) => d.id);
    const insert = db.prepare(
      'insert into reclamos (uuid, content_hash, fecha, received_at, cedula, nombre, telefono, placa, direccion, descripcion, delito_id, blob_id, lat, lng, codigo, estado) ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?)',
    );
    const hash = 'b'.repeat(64);
    const span = end - start;
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const fecha = start + Math.floor((i * span) / count);
        insert.run(
          randomUUID(),
          hash,
          fecha,
          fecha,
          String(1_000_000 + (i % 8_999_999)),
          `CIUDADANO DE PRUEBA ${i % 5000}`,
          String(60_000_000 + (i % 9_999_999)),
          `${1000 + (i % 9000)}-${String.fromCharCode(65 + (i % 26))}BC`,
          'Av. 6 de Agosto y Bolívar',
          'El conductor cobró de más y no respetó la parada autorizada.',
          delitos[i % delitos.length],
          -17.97 + (i % 1000) / 100_000,
          -67.11 + (i % 997) / 100_000,
          benchCode(i),
          benchState(i),
        );
      }
    });
    for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
    // As the API's own checkpoints would have done over three years of writes.
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** The SQL `listBetweenJson` sends, captured from the repository itself through knex's query event. */
async function listBetweenSql(file: string, from: number, to: number): Promise<{ sql: string; bindings: unknown[] }> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    let captured: { sql: string; bindings: unknown[] } | undefined;
    db.on('query', (query: { sql: string; bindings?: unknown[] }) => {
      captured = { sql: query.sql, bindings: query.bindings ?? [] };
    });
    await listComplaintsBetweenJson(db, from, to);
    if (!captured) throw new Error('listBetweenJson sent no query');
    return captured;
  } finally {
    await db.destroy();
  }
}

function timeReport(api: ServerHandle<SeededApi>, token: string, ini: string, fin: string, calls: number) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ini, fin }),
  };
  return timeJsonList(`${api.url}/api/reportFecha`, init, 2, calls);
}

async function benchReportFecha(dataDir: string, lines: Line[], notes: string[]): Promise<void> {
  const count = Math.round(envNumber('BENCH_REPORT_ROWS', 1_000_000));
  // The public limit raised for seguimiento's load (workflow-bench.ts): every client is 127.0.0.1.
  const api = await startServer<SeededApi>('api-server.ts', {
    BENCH_DATA_DIR: dataDir,
    BENCH_USERS: '2',
    BENCH_PUBLIC_RATE_LIMIT: '1000000',
  });
  try {
    const file = path.join(dataDir, SQLITE_FILE);
    const { start, end, middle } = history();
    console.log(`reportFecha: seeding ${count.toLocaleString('en-US')} complaints over ${REPORT_DAYS} days…`);
    const seedStarted = performance.now();
    seedComplaints(file, count, start, end);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`reportFecha: seeded in ${fixed(seedSeconds, 1)} s (${fixed(fs.statSync(file).size / 2 ** 20, 0)} MiB file).`);

    // A USUARIO's token (the administrator's is tokens[0]).
    const token = api.data.tokens[1] ?? api.data.tokens[0];
    if (!token) throw new Error('no session token');
    const day = dayString(middle);
    const monthEnd = dayString(middle + 30 * DAY_MS);

    console.log(`reportFecha: 1 day (${day}), ${DAY_CALLS} calls…`);
    const oneDay = await timeReport(api, token, day, day, DAY_CALLS);
    console.log(`reportFecha: 31 days (${day}..${monthEnd}), ${MONTH_CALLS} calls…`);
    const month = await timeReport(api, token, day, monthEnd, MONTH_CALLS);

    const { sql, bindings } = await listBetweenSql(file, startOfZonedDay(day, ZONE), startOfZonedDay(addDays(monthEnd, 1), ZONE));
    const db = new Database(file, { readonly: true });
    const bare: number[] = [];
    let bareText = '';
    try {
      // The statement answers one row: the list as JSON text, written by SQLite.
      const statement = db.prepare(sql).pluck();
      statement.get(...bindings);
      for (let i = 0; i < MONTH_CALLS; i++) {
        const started = performance.now();
        bareText = statement.get(...bindings) as string;
        bare.push(performance.now() - started);
      }
    } finally {
      db.close();
    }
    const bareRows = (JSON.parse(bareText) as unknown[]).length;
    if (bareRows !== month.rows) throw new Error(`bare SQL found ${bareRows} rows, the API ${month.rows}`);

    const dayP95 = percentile(oneDay.times, 95);
    const monthP95 = percentile(month.times, 95);
    const bareP95 = percentile(bare, 95);
    const ratio = monthP95 / bareP95;
    lines.push(
      {
        item: `Seeding ${count.toLocaleString('en-US')} complaints (batch inserts)`,
        figure: `${fixed(seedSeconds, 1)} s`,
        target: '< 120 s',
        met: seedSeconds < 120,
      },
      {
        item: `reportFecha 1 day (${oneDay.rows.toLocaleString('en-US')} rows, ${kB(oneDay.bytes)} JSON, ${DAY_CALLS} calls)`,
        figure: `p50 ${fixed(percentile(oneDay.times, 50), 1)} ms, p95 ${fixed(dayP95, 1)} ms`,
        target: `p95 ≤ ${DAY_TARGET_P95_MS} ms`,
        met: dayP95 <= DAY_TARGET_P95_MS,
      },
      {
        item: `reportFecha 31 days (${month.rows.toLocaleString('en-US')} rows, ${fixed(month.bytes / 1e6, 1)} MB JSON, ${MONTH_CALLS} calls)`,
        figure: `p50 ${fixed(percentile(month.times, 50), 0)} ms, p95 ${fixed(monthP95, 0)} ms`,
        target: `p95 ≤ ${MONTH_TARGET_P95_MS} ms`,
        met: monthP95 <= MONTH_TARGET_P95_MS,
      },
      {
        item: `Bare SQL of listBetweenJson, 31 days (${MONTH_CALLS} runs)`,
        figure: `p50 ${fixed(percentile(bare, 50), 0)} ms, p95 ${fixed(bareP95, 0)} ms; API/bare ${fixed(ratio, 2)}×`,
        target: `API p95 ≤ ${MONTH_TARGET_RATIO}× bare`,
        met: ratio <= MONTH_TARGET_RATIO,
      },
    );
    await benchWorkflow(api, token, middle, count, lines, notes);
    await benchReportStalls(api, token, middle, lines, notes);
    notes.push(
      `reportFecha: ${count.toLocaleString('en-US')} complaints (no photo) spread evenly over the ${REPORT_DAYS} days before today, ` +
        'inserted straight into the SQLite file with better-sqlite3 (50,000 rows per transaction) while the API child was up, then checkpointed. ' +
        `Timed through the real API (POST /api/reportFecha, a USUARIO's bearer token, timed to the last byte of the body, decoded afterwards, 2 untimed calls first) ` +
        `for ${day} and ${day}..${monthEnd}; the bare SQL is the exact statement listBetweenJson sends (captured from knex), run with better-sqlite3 in the bench process.`,
    );
  } finally {
    await api.stop();
  }
}

const STALL_SECONDS = 10;
const STALL_REPORTERS = 2;
const HEALTH_TARGET_P99_MS = 50;
const YEAR_MEMORY_TARGET_BYTES = 100 * 2 ** 20;

/** POST reportFecha read to its last byte and thrown away (the bench holds none of it). */
function drainReport(url: string, token: string, ini: string, fin: string): Promise<number> {
  const body = JSON.stringify({ ini, fin });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/api/reportFecha`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => (response.statusCode === 200 ? resolve(bytes) : reject(new Error(`reportFecha ${response.statusCode}`))));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Does a long report stall the others? GET /api/health probed one after another while
 * STALL_REPORTERS clients ask for 31-day reports back to back; then the server's memory (RSS,
 * sampled every 50 ms) while it answers one 366-day report.
 */
async function benchReportStalls(
  api: ServerHandle<SeededApi>,
  token: string,
  middle: number,
  lines: Line[],
  notes: string[],
): Promise<void> {
  const ini = dayString(middle);
  const monthEnd = dayString(middle + 30 * DAY_MS);
  console.log(`reportFecha: GET health during ${STALL_REPORTERS} clients' repeated 31-day reports, ${STALL_SECONDS} s…`);
  const deadline = performance.now() + STALL_SECONDS * 1000;
  let reports = 0;
  const reporters = Array.from({ length: STALL_REPORTERS }, async () => {
    while (performance.now() < deadline) {
      await drainReport(api.url, token, ini, monthEnd);
      reports += 1;
    }
  });
  const health: number[] = [];
  const agent = new http.Agent({ keepAlive: true });
  while (performance.now() < deadline) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${api.url}/api/health`, { agent }, (response) => response.resume().on('end', resolve).on('error', reject))
        .on('error', reject);
    });
    health.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(reporters);
  agent.destroy();
  const p99 = percentile(health, 99);

  console.log('reportFecha: server memory during one 366-day report…');
  const yearEnd = dayString(middle + 365 * DAY_MS);
  const yearIni = dayString(middle);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const baseline = rssBytes(api.pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(api.pid))), 50);
  const started = performance.now();
  const yearBytes = await drainReport(api.url, token, yearIni, yearEnd);
  const yearSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const growth = peak - baseline;
  lines.push(
    {
      item: `GET health during repeated 31-day reports (${health.length} probes, ${reports} reports by ${STALL_REPORTERS} clients)`,
      figure: `p50 ${fixed(percentile(health, 50), 1)} ms, p99 ${fixed(p99, 1)} ms, max ${fixed(percentile(health, 100), 0)} ms`,
      target: `p99 ≤ ${HEALTH_TARGET_P99_MS} ms`,
      met: p99 <= HEALTH_TARGET_P99_MS,
    },
    {
      item: `Server memory during a 366-day report (${fixed(yearBytes / 1e6, 1)} MB JSON in ${fixed(yearSeconds, 1)} s)`,
      figure: `+${fixed(growth / 2 ** 20, 0)} MiB (${fixed(baseline / 2 ** 20, 0)} → ${fixed(peak / 2 ** 20, 0)} MiB RSS)`,
      target: `≤ +${fixed(YEAR_MEMORY_TARGET_BYTES / 2 ** 20, 0)} MiB`,
      met: growth <= YEAR_MEMORY_TARGET_BYTES,
    },
  );
  notes.push(
    `Stalls: GET /api/health sent one after another (10 ms apart, keep-alive) for ${STALL_SECONDS} s while ${STALL_REPORTERS} clients asked for ` +
      `${ini}..${monthEnd} back to back (each body read to the end and discarded, no Accept-Encoding); then the API child's RSS ` +
      `(/proc, every 50 ms) from just before to the end of one ${yearIni}..${yearEnd} report, read the same way.`,
  );
}

// ---------------------------------------------------------------------------------------------
// 3. Photo compression in Chromium

interface CompressionResult {
  ms: number;
  size: number;
  passes: number;
  quality: number;
}

async function benchCompression(lines: Line[], notes: string[]): Promise<void> {
  console.log('compression: 12 MP photo in headless Chromium…');
  const photo = await noisyJpeg(4000, 3000, 85);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({ path: path.join(REPO_ROOT, 'node_modules/compressorjs/dist/compressor.min.js') });
    const runs: CompressionResult[] = [];
    for (let run = 0; run < 3; run++) {
      runs.push(
        await page.evaluate(async (base64: string): Promise<CompressionResult> => {
          type Options = Record<string, unknown> & { success: (blob: Blob) => void; error: (error: Error) => void };
          const Compressor = (globalThis as unknown as { Compressor: new (file: Blob, options: Options) => unknown }).Compressor;
          const binary = atob(base64);
          const bytes = new Uint8Array(binary.length);
          for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          const file = new Blob([bytes], { type: 'image/jpeg' });
          // compress-image.ts: quality 0.8, down by 0.1 while over 2 MB and above 0.2, max 1920×1920.
          const started = performance.now();
          let tenths = 8;
          let passes = 0;
          for (;;) {
            passes += 1;
            await new Promise((resolve) => setTimeout(resolve, 0));
            const result = await new Promise<Blob>((resolve, reject) => {
              new Compressor(file, {
                quality: tenths / 10,
                maxWidth: 1920,
                maxHeight: 1920,
                convertTypes: ['image/png'],
                convertSize: 1_000_000,
                strict: false,
                checkOrientation: true,
                success: resolve,
                error: reject,
              });
            });
            if (result.size <= 2_000_000 || tenths <= 2)
              return { ms: performance.now() - started, size: result.size, passes, quality: tenths / 10 };
            tenths -= 1;
          }
        }, photo.toString('base64')),
      );
    }
    const best = medianBy(runs, (r) => r.ms);
    if (!best) throw new Error('no compression run');
    lines.push({
      item: `Compression of a 12 MP JPEG (${fixed(photo.length / 1e6, 1)} MB) in Chromium, median of ${runs.length}`,
      figure: `${fixed(best.ms, 0)} ms → ${kB(best.size)} (${best.passes} pass${best.passes > 1 ? 'es' : ''}, quality ${best.quality})`,
      target: `≤ ${fixed(COMPRESSION_TARGET_BYTES / 1e6, 1)} MB`,
      met: best.size <= COMPRESSION_TARGET_BYTES,
    });
    notes.push(
      `Compression: a noisy 4000×3000 JPEG from sharp, compressed with node_modules/compressorjs/dist/compressor.min.js in headless ${CHROMIUM} ` +
        "(playwright-core) with compress-image.ts's loop and options (max 1920×1920, quality 0.8 then −0.1 while over 2 MB); " +
        `times of the ${runs.length} runs: ${runs.map((r) => `${fixed(r.ms, 0)} ms`).join(', ')}. No CPU throttling: a phone is slower.`,
    );
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Initial JS of /reclamo

interface Download {
  url: string;
  name: string;
  encoding: string;
  bytes: number;
}

/**
 * What a phone downloads to show /reclamo the first time: the built PWA served by the real API
 * (`buildApp` with the static plugin, as `npm start` runs it), loaded in Chromium until the
 * network is idle, every response's body bytes as they crossed the wire (after Content-Encoding).
 * Chromium offers brotli only over HTTPS, as a phone reaching the deployed server does; over the
 * bench's plain HTTP the request says so explicitly (`Accept-Encoding: br, gzip`).
 */
async function benchInitialJs(dataDir: string, lines: Line[], notes: string[]): Promise<void> {
  const built = buildPwaIfMissing('initial download');
  console.log('initial download: loading /reclamo from the API in Chromium…');
  const api = await startServer<SeededApi>('api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_USERS: '1', BENCH_STATIC_DIR: DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    // No service worker: its precache would fetch every chunk, which is not what the page needs.
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 640 },
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    });
    const page = await context.newPage();
    const pending: Promise<Download | undefined>[] = [];
    let inFlight = 0;
    let lastActivity = performance.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = performance.now();
    });
    const settle = () => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle();
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const sizes = await request.sizes();
          return {
            name: new URL(request.url()).pathname,
            encoding: (await response.headerValue('content-encoding')) ?? 'none',
            bytes: sizes.responseBodySize,
            url: request.url(),
          };
        })(),
      );
    });
    await page.goto(`${api.url}/reclamo`);
    // The form on screen (the page may look idle to the network while its script runs), then
    // quiet: nothing in flight and nothing new for a second (the background fetches included).
    await page.getByRole('heading', { level: 1, name: COMPLAINTS_MSG.form.title }).waitFor({ state: 'visible', timeout: 60_000 });
    while (inFlight > 0 || performance.now() - lastActivity < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    // What the first paint needed: the document and every resource requested before it.
    const beforeForm = new Set(
      await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= paint);
        return [location.href, ...resources.map((entry) => entry.name)];
      }),
    );
    const downloads = (await Promise.all(pending)).filter((d): d is Download => d !== undefined);
    const scripts = downloads.filter((d) => /\.m?js$/.test(d.name));
    const sum = (list: Download[]) => list.reduce((total, d) => total + d.bytes, 0);
    const firstScripts = scripts.filter((d) => beforeForm.has(d.url));
    const jsBytes = sum(firstScripts);
    const allBytes = sum(downloads);
    const formBytes = sum(downloads.filter((d) => beforeForm.has(d.url)));
    const uncompressed = scripts.filter((d) => d.encoding !== 'br').map((d) => d.name);
    const forbidden = scripts.filter((d) => FORBIDDEN_CHUNKS.test(d.name)).map((d) => path.basename(d.name));
    lines.push(
      {
        item: `Bytes a phone downloads for /reclamo's first paint from the API, brotli`,
        figure: kB(formBytes),
        target: `≤ ${kB(INITIAL_DOWNLOAD_TARGET_BYTES)}`,
        met: formBytes <= INITIAL_DOWNLOAD_TARGET_BYTES,
      },
      {
        item: `  with what the form fetches once shown (compressor, toaster, catalogue; ${downloads.length} responses)`,
        figure: kB(allBytes),
        target: '',
        met: null,
      },
      {
        item: `  first paint's JavaScript (${firstScripts.length} files)`,
        figure: kB(jsBytes),
        target: `≤ ${kB(INITIAL_JS_TARGET_BYTES)}`,
        met: jsBytes <= INITIAL_JS_TARGET_BYTES,
      },
      {
        item: 'JavaScript of /reclamo sent without brotli',
        figure: uncompressed.length ? uncompressed.join(', ') : 'none',
        target: 'none',
        met: uncompressed.length === 0,
      },
      {
        item: 'maplibre / jspdf / exceljs loaded by /reclamo',
        figure: forbidden.length ? forbidden.join(', ') : 'none',
        target: 'none',
        met: forbidden.length === 0,
      },
    );
    notes.push(
      `Initial download: ${built ? 'freshly built' : 'the existing'} apps/pwa/dist served by the API child (buildApp with its static plugin, ` +
        'precompressed copies by Accept-Encoding, as `npm start` serves it); /reclamo loaded in headless Chromium at 360×640 ' +
        "(service workers blocked, `Accept-Encoding: br, gzip` as a phone over HTTPS sends) until the form's heading shows and then no request is in flight or new for 1 s " +
        "(the compressor and toaster fetched in the background after the form shows, and the catalogue, are counted); each response's body bytes on the wire " +
        `(Playwright's request.sizes()): ${downloads.map((d) => `${path.basename(d.name) || '/'} ${kB(d.bytes)} ${d.encoding}`).join(', ')}.`,
    );
  } finally {
    await browser.close();
    await api.stop();
  }
}

// ---------------------------------------------------------------------------------------------

const PARTS = ['formulario', 'formulario-postgres', 'report', 'compression', 'download'] as const;

/** BENCH_COMPLAINTS_PARTS=download,report runs some parts only (all by default). */
function selectedParts(): Set<string> {
  const raw = process.env.BENCH_COMPLAINTS_PARTS;
  if (!raw) return new Set(PARTS);
  const names = raw.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`BENCH_COMPLAINTS_PARTS: unknown ${unknown.join(', ')}; known: ${PARTS.join(', ')}`);
  return new Set(names);
}

async function runComplaints(): Promise<BenchResult> {
  const lines: Line[] = [];
  const notes: string[] = [];
  const dirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-')));
  try {
    const parts = selectedParts();
    if (parts.has('formulario')) await benchFormulario(dirs[0] ?? '', lines, notes);
    if (parts.has('formulario-postgres')) await benchFormulario(dirs[0] ?? '', lines, notes, 'postgres');
    if (parts.has('report')) await benchReportFecha(dirs[1] ?? '', lines, notes);
    if (parts.has('compression')) await benchCompression(lines, notes);
    if (parts.has('download')) await benchInitialJs(dirs[2] ?? '', lines, notes);
  } finally {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`\n${linesText(lines)}\n`);
  return { rows: [], table: linesMarkdown(lines), load: 'as described under the table', verdicts: linesVerdicts(lines), notes };
}

export const complaintsBench: Bench = {
  name: 'complaints',
  heading: '## Complaints',
  setup:
    'POST formulario under load, reportFecha over a million complaints (beside its bare SQL), the 12 MP photo compression in headless Chromium, ' +
    'and the bytes /reclamo costs a phone from the API (brotli). The API runs in its own child process (`buildApp`, logger off, SQLite in a temporary directory).',
  run: runComplaints,
};
