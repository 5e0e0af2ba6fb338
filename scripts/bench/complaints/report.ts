import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import knex from 'knex';
import { SQLITE_FILE } from '../../../apps/api/src/platform/database/connection.ts';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { listComplaintsBetweenJson } from '../../support/api-internals.ts';
import type { SeededApi } from '../api-server.ts';
import { cpuProfileArgs, startServer, type ServerHandle } from '../child-process.ts';
import { timeJsonList } from '../list-insp-timing.ts';
import { dayString, DAY_MS, history, HISTORY_DAYS as REPORT_DAYS, ZONE } from '../support/days.ts';
import { envNumber } from '../support/env.ts';
import { fixed, kB } from '../support/format.ts';
import type { Line } from '../support/lines.ts';
import { percentile } from '../support/stats.ts';
import { seedComplaints } from './report-seed.ts';
import { benchReportStalls } from './report-stalls.ts';
import { benchWorkflow } from './workflow.ts';

/**
 * POST reportFecha on a million complaints (BENCH_REPORT_ROWS): one day and 31 days through the
 * API beside the bare SQL it sends; then, on the same database, the workflow's filtered report
 * and seguimiento (workflow.ts) and whether long reports stall the server (report-stalls.ts).
 */
/**
 * A day is timed 100 times: the p95 of 30 calls was their second slowest, which one scheduling
 * hiccup of this 2-core machine (the load generator runs on it too) moved by half.
 */
const DAY_CALLS = 100;
const MONTH_CALLS = 10;
const DAY_TARGET_P95_MS = 15;
const MONTH_TARGET_P95_MS = 400;
const MONTH_TARGET_RATIO = 1.5;

/** The SQL `listJson` sends, captured from the repository itself through knex's query event. */
async function listBetweenSql(file: string, from: number, to: number): Promise<{ sql: string; bindings: unknown[] }> {
  const db = knex({ client: 'better-sqlite3', connection: { filename: file }, useNullAsDefault: true });
  try {
    let captured: { sql: string; bindings: unknown[] } | undefined;
    db.on('query', (query: { sql: string; bindings?: unknown[] }) => {
      captured = { sql: query.sql, bindings: query.bindings ?? [] };
    });
    await listComplaintsBetweenJson(db, from, to);
    if (!captured) throw new Error('listJson sent no query');
    return captured;
  } finally {
    await db.destroy();
  }
}

/**
 * Untimed calls before the timed ones, as on a server that has answered reports before (steady
 * state): the first starts the read worker thread and prepares the statements, and a fresh
 * process answers its first ~20 day reports 20-40 % slower while V8 optimises the request's code.
 */
const WARMUP_CALLS = 20;
/**
 * What a phone's browser offers over HTTPS (the PWA is served over HTTPS): the server answers brotli.
 * A client's default over plain HTTP offers no brotli (undici's: gzip, deflate), and the figure was
 * that of a client no phone is.
 */
const PHONE_ACCEPT_ENCODING = 'gzip, deflate, br';

function timeReport(api: ServerHandle<SeededApi>, token: string, ini: string, fin: string, calls: number) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': PHONE_ACCEPT_ENCODING },
    body: JSON.stringify({ ini, fin }),
  };
  return timeJsonList(`${api.url}/api/reportFecha`, init, WARMUP_CALLS, calls);
}

export async function reportPart(dataDir: string, lines: Line[], notes: string[]): Promise<void> {
  const count = Math.round(envNumber('BENCH_REPORT_ROWS', 1_000_000));
  // The public limit raised for seguimiento's load (workflow.ts): every client is 127.0.0.1.
  const api = await startServer<SeededApi>(
    'api-server.ts',
    {
      BENCH_DATA_DIR: dataDir,
      BENCH_USERS: '2',
      BENCH_PUBLIC_RATE_LIMIT: '1000000',
    },
    cpuProfileArgs(),
  );
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
        figure: `p50 ${fixed(percentile(oneDay.times, 50), 1)} ms, p95 ${fixed(dayP95, 1)} ms, slowest ${fixed(Math.max(...oneDay.times), 1)} ms`,
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
        item: `Bare SQL of listJson, 31 days (${MONTH_CALLS} runs)`,
        figure: `p50 ${fixed(percentile(bare, 50), 0)} ms, p95 ${fixed(bareP95, 0)} ms; API/bare ${fixed(ratio, 2)}×`,
        target: `API p95 ≤ ${MONTH_TARGET_RATIO}× bare`,
        met: ratio <= MONTH_TARGET_RATIO,
      },
    );
    await benchWorkflow(api, token, middle, count, lines, notes);
    await benchReportStalls(api, token, middle, lines, notes);
    notes.push(
      `reportFecha: ${count.toLocaleString('en-US')} complaints (no photo) spread evenly over the ${REPORT_DAYS} days before today, ` +
        'inserted straight into the SQLite file with better-sqlite3 (50,000 rows per transaction) while the API child was up, then checkpointed ' +
        'and flushed to disk before any timing (steady state: no writeback of the seeded rows during the calls). ' +
        `Timed through the real API (POST /api/reportFecha, a USUARIO's bearer token, Accept-Encoding '${PHONE_ACCEPT_ENCODING}' as a phone's browser sends over HTTPS, ` +
        `timed from the request's first byte to the body's last on one keep-alive connection (node:http, list-insp-timing.ts); the brotli and the JSON decoded once, ` +
        `after the timed calls, as the client's work and not the server's; ${WARMUP_CALLS} untimed calls first) ` +
        `for ${day} and ${day}..${monthEnd}; the bare SQL is the exact statement listJson sends (captured from knex), run with better-sqlite3 in the bench process.`,
    );
  } finally {
    await api.stop();
  }
}
