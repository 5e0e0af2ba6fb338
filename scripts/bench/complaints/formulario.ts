import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import knex from 'knex';
import { DEFAULT_MAX_CONCURRENT_UPLOADS } from '../../../apps/api/src/config.ts';
import { SQLITE_FILE } from '../../../apps/api/src/platform/database/connection.ts';
import type { SeededApi } from '../api-server.ts';
import { cpuProfileArgs, startServer } from '../child-process.ts';
import { throwawayPostgres } from '../postgres-database.ts';
import { envNumber } from '../support/env.ts';
import { fixed, kB } from '../support/format.ts';
import type { Line } from '../support/lines.ts';
import { rssBytes, cpuSeconds } from '../support/proc.ts';
import { percentile } from '../support/stats.ts';
import { closedLoop, formularioTemplate, PHONE_MAX_DIMENSION, PHONE_QUALITY, phoneJpeg, postFormulario } from './formulario-load.ts';

/** POST formulario under load, on SQLite or on PostgreSQL: throughput, latency, errors, server CPU and memory, stored rows. */

/**
 * As many closed-loop clients as the server reads uploads at once (FORMULARIO_MAX_CONCURRENT_UPLOADS,
 * its default): more would only be answered 429 "busy" in a few microseconds each, and counting
 * those would say nothing about storing complaints. 429s are still counted, on their own line.
 */
const FORMULARIO_CLIENTS = DEFAULT_MAX_CONCURRENT_UPLOADS;
const FORMULARIO_WARMUP_SECONDS = 3;
/** ODK Central's POST submission rate, the reference figure measured with the same method, and our multiples of it. */
const ODK_CENTRAL_RPS = 27.6;
const FORMULARIO_TARGET_TIMES = { sqlite: 4, postgres: 3 } as const;
const FORMULARIO_TARGET_P99_MS = 400;

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

export async function formularioPart(dataDir: string, lines: Line[], notes: string[], engine: Engine = 'sqlite'): Promise<void> {
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
