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
import {
  FORMULARIO_WARMUP_SECONDS,
  formularioTemplate,
  loadServer,
  PHONE_MAX_DIMENSION,
  PHONE_QUALITY,
  phoneJpeg,
  type Template,
} from './formulario-load.ts';

/**
 * POST formulario under load, on SQLite or on PostgreSQL, right after its floor on the same
 * engine: throughput against the floor and the product's targets, latency, errors, server CPU and
 * memory, stored rows.
 */

/**
 * As many closed-loop clients as the server reads uploads at once (FORMULARIO_MAX_CONCURRENT_UPLOADS,
 * its default). What happens past the cap (uploads waiting in the queue) is the queue part's
 * (formulario-queue.ts). 429s are still counted here, on their own line.
 */
const FORMULARIO_CLIENTS = DEFAULT_MAX_CONCURRENT_UPLOADS;
/** ODK Central's POST submission rate, the reference figure measured with the same method. */
const ODK_CENTRAL_RPS = 27.6;
/** The product's targets: 6× ODK Central on SQLite, 4× on PostgreSQL (rounded down to whole uploads). */
const FORMULARIO_TARGET = { sqlite: { rps: 165, times: 6 }, postgres: { rps: 110, times: 4 } } as const;
const FORMULARIO_TARGET_P99_MS = 300;
/** Server CPU (every thread) per accepted upload. */
const FORMULARIO_TARGET_CPU_MS = 8;

type Engine = 'sqlite' | 'postgres';

function total(counts: Record<string | number, number>): number {
  return Object.values(counts).reduce((sum, n) => sum + n, 0);
}

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

/** The floor (formulario-floor-server.ts) on `engine` under the same load: its req/s, p99 and CPU per upload. */
async function floorRun(engine: Engine, dir: string, template: Template, seconds: number) {
  const postgres = engine === 'postgres' ? await throwawayPostgres() : null;
  const floor = await startServer<null>('formulario-floor-server.ts', {
    BENCH_FLOOR_DIR: dir,
    ...(postgres && { BENCH_FLOOR_DATABASE_URL: postgres.url }),
  });
  try {
    console.log(`POST formulario floor on ${engine}: ${FORMULARIO_WARMUP_SECONDS} s warm-up, ${seconds} s measured…`);
    return await loadServer(floor, template, { clients: FORMULARIO_CLIENTS, warmupSeconds: FORMULARIO_WARMUP_SECONDS, seconds });
  } finally {
    await floor.stop();
    await postgres?.drop();
  }
}

export async function formularioPart(dataDir: string, lines: Line[], notes: string[], engine: Engine = 'sqlite'): Promise<void> {
  const seconds = envNumber('BENCH_FORMULARIO_SECONDS', 30);
  const phone = await phoneJpeg();
  const jpeg = phone.bytes;
  const size = `${phone.width}×${phone.height}`;
  const template = formularioTemplate(jpeg);
  const floor = await floorRun(engine, path.join(dataDir, `floor-${engine}`), template, seconds);

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
    console.log(
      `POST formulario on ${engine}: ${kB(jpeg.length)} JPEG (${size}), ${FORMULARIO_CLIENTS} clients, ${FORMULARIO_WARMUP_SECONDS} s warm-up, ${seconds} s measured…`,
    );
    let before = { complaints: 0, photos: 0 };
    const run = await loadServer(
      api,
      template,
      { clients: FORMULARIO_CLIENTS, warmupSeconds: FORMULARIO_WARMUP_SECONDS, seconds },
      async () => {
        before = await stored();
      },
    );
    const after = await stored();

    const otherNon2xx = total(run.refused);
    const socketErrors = total(run.errors);
    const added = { complaints: after.complaints - before.complaints, photos: after.photos - before.photos };
    const target = FORMULARIO_TARGET[engine];
    const load = `${kB(template.body.length)} multipart, ${FORMULARIO_CLIENTS} clients, ${seconds} s`;
    lines.push(
      {
        item: `POST formulario floor on ${engine}: same request, photo file fsynced, one row committed (${load})`,
        figure: `${fixed(floor.rps, 1)} req/s, p99 ${fixed(floor.p99, 0)} ms, CPU ${fixed(floor.cpuMsPerUpload, 1)} ms per upload`,
        target: '',
        met: null,
      },
      {
        item: `POST formulario on ${engine} (${load})`,
        figure:
          `${fixed(run.rps, 1)} req/s (${fixed(run.rps / floor.rps, 2)}× the floor's, ${fixed(run.rps / ODK_CENTRAL_RPS, 2)}× ODK Central's ${ODK_CENTRAL_RPS}/s), ` +
          `p50 ${fixed(run.p50, 0)} ms, p99 ${fixed(run.p99, 0)} ms`,
        target: `≥ ${target.rps}/s (${target.times}× ODK Central), p99 ≤ ${FORMULARIO_TARGET_P99_MS} ms`,
        met: run.rps >= target.rps && run.p99 <= FORMULARIO_TARGET_P99_MS,
      },
      {
        item: 'POST formulario errors (non-2xx other than 429 + socket errors/timeouts)',
        figure: `${otherNon2xx} + ${socketErrors}${otherNon2xx + socketErrors > 0 ? ` ${JSON.stringify({ ...run.refused, ...run.errors })}` : ''}`,
        target: '0',
        met: otherNon2xx + socketErrors === 0,
      },
      {
        item: `POST formulario answered 429 "busy" (${FORMULARIO_CLIENTS} clients at a cap of ${DEFAULT_MAX_CONCURRENT_UPLOADS} uploads; not in req/s)`,
        figure: String(run.busy),
        target: '0',
        met: run.busy === 0,
      },
      {
        // Less sensitive than req/s to other work on a shared machine: what one upload costs the server.
        item: 'POST formulario server CPU per accepted upload (all threads)',
        figure: `${fixed(run.cpuMsPerUpload, 1)} ms`,
        target: `≤ ${FORMULARIO_TARGET_CPU_MS} ms`,
        met: run.cpuMsPerUpload <= FORMULARIO_TARGET_CPU_MS,
      },
      {
        item: 'POST formulario server RSS (peak / at end)',
        figure: `${fixed(run.peakRss / 2 ** 20, 0)} / ${fixed(run.endRss / 2 ** 20, 0)} MiB`,
        target: '',
        met: null,
      },
      {
        item: 'POST formulario stored complaints / photos vs 2xx',
        figure: `${added.complaints} / ${added.photos} vs ${run.ok}`,
        target: 'equal',
        met: added.complaints === run.ok && added.photos === run.ok,
      },
    );
    const note =
      `POST formulario: each request carries a ${kB(jpeg.length)} ${size} JPEG, what a phone uploads (the compression bench's noisy 12 MP photo resized into ` +
      `${PHONE_MAX_DIMENSION}×${PHONE_MAX_DIMENSION} at quality ${PHONE_QUALITY / 100}, as compress-image.ts has compressorjs do), made unique by a fresh Idempotency-Key written ` +
      'into a COM segment, so every photo has its own SHA-256 and row. The parent runs ' +
      `${FORMULARIO_CLIENTS} closed-loop clients (node:http, keep-alive, each from its own loopback address; the server's default cap of uploads read at once), each waiting for its answer before sending again, ` +
      `after a ${FORMULARIO_WARMUP_SECONDS} s warm-up; no new request after the deadline, and the run (and its req/s) ends with the last answer. ` +
      'The API runs in its own child with production settings except PUBLIC_RATE_LIMIT_PER_MINUTE and the hourly upload quota (every client is on loopback), ' +
      'the face detector on as in production: it yields to uploads (it starts a photo only after 1.5 s without one, or after 2 minutes), so under this load it ' +
      "detects next to nothing and its ~0.4 s of CPU per photo is spent after the run, outside the CPU figure. The CPU figure is the API process's user + system time " +
      '(every thread: sharp, libuv, workers) over the measured run, from /proc, divided by its 2xx answers. ' +
      'Stored rows are counted in the database (the SQLite file, or the throwaway PostgreSQL database of the PostgreSQL run) before and after the measured run. ' +
      'The floor, run right before the API on the same engine with the same clients and photo, is the least that accepts the same complaint as durably: a bare ' +
      "Fastify with @fastify/multipart (the API's parser and limits) reads the request, writes the photo to a file and fsyncs it, inserts one row (the text fields " +
      "and the file's name, a unique key) and answers 201 (scripts/bench/formulario-floor-server.ts); on SQLite in WAL mode with synchronous=FULL, each commit " +
      'fsyncing the WAL on the event loop (the API instead groups the WAL fsyncs of concurrent commits off the event loop), on PostgreSQL with its default ' +
      "synchronous commit and a pool of 10 as the API's. It checks, decodes, strips and hashes nothing. " +
      `ODK Central's ${ODK_CENTRAL_RPS}/s is the reference figure for its submission endpoint, measured the same way; the product asks 6× it on SQLite and 4× on PostgreSQL. ` +
      '`BENCH_COMPLAINTS_PARTS=formulario BENCH_FORMULARIO_SECONDS=10 npm run bench -- complaints` runs only the SQLite part, briefly.';
    if (!notes.includes(note)) notes.push(note);
  } finally {
    await api.stop();
    await postgres?.drop();
  }
}
