import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchOption, numberOption } from './args.ts';
import { startServer } from './child-process.ts';
import { throwawayPostgres } from './postgres-database.ts';
import type { ExpireRequest, SeededHistory } from './positions-history-server.ts';
import type { Bench, BenchResult } from './report.ts';
import { fixed } from './support/format.ts';
import { startHealthProbe } from './support/health-probe.ts';
import { maxOf, percentile } from './support/stats.ts';

const TARGETS = { trackP95Ms: 50, nearP95Ms: 200, healthP99Ms: 50 };
const DAY_MS = 24 * 3600_000;
type Engine = 'sqlite' | 'postgres';

interface EngineFigures {
  engine: Engine;
  rows: number;
  seedSeconds: number;
  trackP95: number;
  trackPoints: number;
  nearP95: number;
  nearPeople: number;
  expiryMs: number;
  expiryRemoved: number;
  healthP99: number;
  healthMax: number;
  healthSamples: number;
  healthFailures: number;
}

/** A small deterministic generator, so two runs ask the same questions. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function timed(url: string, token: string): Promise<{ ms: number; body: unknown }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await response.json();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
  return { ms, body };
}

async function runEngine(engine: Engine, env: Record<string, string>, samples: number): Promise<EngineFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-history-'));
  const postgres = engine === 'postgres' ? await throwawayPostgres() : null;
  console.log(`positions-history on ${engine}: seeding…`);
  const api = await startServer<SeededHistory>('positions-history-server.ts', {
    ...env,
    BENCH_DATA_DIR: dataDir,
    ...(postgres && { BENCH_API_DATABASE_URL: postgres.url }),
  });
  try {
    const { token, userIds, days, rows, seedSeconds } = api.data;
    console.log(`  ${rows} rows in ${fixed(seedSeconds, 0)} s`);
    const random = generator(27);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    // Every day but the oldest, which the expiry removes.
    const readable = days.slice(1);

    // Warm-up, untimed: the first requests compile the serialisers and warm the caches.
    for (let i = 0; i < 5; i += 1)
      await timed(`${api.url}/api/posiciones/recorrido?usuario=${pick(userIds)}&dia=${pick(readable).day}`, token);

    const track: number[] = [];
    let trackPoints = 0;
    for (let i = 0; i < samples; i += 1) {
      const { ms, body } = await timed(`${api.url}/api/posiciones/recorrido?usuario=${pick(userIds)}&dia=${pick(readable).day}`, token);
      track.push(ms);
      trackPoints += (body as { puntos: unknown[] }).puntos.length;
    }

    const near: number[] = [];
    let nearPeople = 0;
    for (let i = 0; i < samples; i += 1) {
      const from = pick(readable).start + Math.floor(random() * 7) * 3600_000;
      const lat = -17.9667 + (random() - 0.5) * 0.06;
      const lng = -67.1167 + (random() - 0.5) * 0.06;
      const query = `lat=${lat}&lng=${lng}&radio=200&desde=${new Date(from).toISOString()}&hasta=${new Date(from + 3600_000).toISOString()}`;
      const { ms, body } = await timed(`${api.url}/api/posiciones/cerca?${query}`, token);
      near.push(ms);
      nearPeople += (body as unknown[]).length;
    }

    // One day's expiry (the oldest) while health is asked every 10 ms, with half a second either side.
    const probe = await startHealthProbe(api.url);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const oldest = days[0];
    if (!oldest) throw new Error('no seeded day');
    const expired = new Promise<{ removed?: number; ms?: number; error?: string }>((resolve) => {
      const onMessage = (message: unknown) => {
        if ((message as { type?: unknown } | null)?.type !== 'expired') return;
        api.child.off('message', onMessage);
        resolve(message as { removed?: number; ms?: number; error?: string });
      };
      api.child.on('message', onMessage);
    });
    api.child.send({ type: 'expire', before: oldest.start + DAY_MS } satisfies ExpireRequest);
    const expiry = await expired;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await probe.stop();
    if (expiry.error) throw new Error(`expiry failed: ${expiry.error}`);

    return {
      engine,
      rows,
      seedSeconds,
      trackP95: percentile(track, 95),
      trackPoints: trackPoints / samples,
      nearP95: percentile(near, 95),
      nearPeople: nearPeople / samples,
      expiryMs: expiry.ms ?? Number.NaN,
      expiryRemoved: expiry.removed ?? 0,
      healthP99: percentile(health.latencies, 99),
      healthMax: maxOf(health.latencies),
      healthSamples: health.latencies.length,
      healthFailures: health.failures,
    };
  } finally {
    await api.stop();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const verdict = (value: number, target: number) => (value <= target ? 'met' : 'MISSED');

/**
 * The position history at its full size on both engines: seeded straight into the database (one
 * SQL statement per day), then timed through the real API: one person-day's track, "who was near"
 * over one hour, and one day's expiry with `GET /api/health` asked every 10 ms while it runs.
 */
async function runPositionsHistory(defaultScale: number): Promise<BenchResult> {
  const scale = numberOption('scale', 'BENCH_HISTORY_SCALE', defaultScale);
  const users = Math.round(numberOption('users', 'BENCH_HISTORY_USERS', 60) * scale);
  const days = Math.round(numberOption('days', 'BENCH_HISTORY_DAYS', 90));
  const hours = numberOption('hours', 'BENCH_HISTORY_HOURS', 8);
  const interval = numberOption('interval', 'BENCH_HISTORY_INTERVAL_S', 15);
  const samples = Math.round(numberOption('samples', 'BENCH_HISTORY_SAMPLES', 200));
  const engines = (benchOption('engines') ?? 'sqlite,postgres').split(',') as Engine[];
  const env = {
    BENCH_HISTORY_USERS: String(users),
    BENCH_HISTORY_DAYS: String(days),
    BENCH_HISTORY_HOURS: String(hours),
    BENCH_HISTORY_INTERVAL_S: String(interval),
  };
  const figures: EngineFigures[] = [];
  for (const engine of engines) figures.push(await runEngine(engine, env, samples));

  const lines = [
    '| engine | rows | one person-day track p95 | who was near, 1 h, p95 | one day expiry | health p99 during expiry (max) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  const verdicts: string[] = [];
  for (const f of figures) {
    lines.push(
      `| ${f.engine} | ${f.rows.toLocaleString('en')} | ${fixed(f.trackP95, 1)} ms (${verdict(f.trackP95, TARGETS.trackP95Ms)}) | ${fixed(f.nearP95, 1)} ms (${verdict(f.nearP95, TARGETS.nearP95Ms)}) | ${fixed(f.expiryMs, 0)} ms, ${f.expiryRemoved.toLocaleString('en')} ${f.engine === 'postgres' ? 'partition' : 'rows'} | ${fixed(f.healthP99, 1)} ms (${fixed(f.healthMax, 1)}) (${verdict(f.healthP99, TARGETS.healthP99Ms)}) |`,
    );
    const met =
      f.trackP95 <= TARGETS.trackP95Ms && f.nearP95 <= TARGETS.nearP95Ms && f.healthP99 <= TARGETS.healthP99Ms && f.healthFailures === 0;
    verdicts.push(
      `${met ? 'TARGET MET' : 'TARGET MISSED'} (${f.engine}): track p95 ${fixed(f.trackP95, 1)} ms (≤ ${TARGETS.trackP95Ms}), who was near p95 ${fixed(f.nearP95, 1)} ms (≤ ${TARGETS.nearP95Ms}), health p99 during expiry ${fixed(f.healthP99, 1)} ms (≤ ${TARGETS.healthP99Ms}), ${f.healthFailures} failed health checks.`,
    );
  }
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  return {
    rows: [],
    table,
    load: `${samples} sequential requests per question, one at a time; the health probe in a process of its own`,
    verdicts,
    notes: [
      `Data: ${users} field users × one fix every ${interval} s × ${hours} h × ${days} days (${scale === 1 ? 'the base size' : `--scale ${scale}: ${scale}× the users`}), ` +
        `seeded by the database itself, one INSERT … SELECT per day (${figures.map((f) => `${f.engine} ${fixed(f.seedSeconds, 0)} s`).join(', ')}), then ANALYZE (VACUUM ANALYZE on PostgreSQL, as autovacuum would leave it). ` +
        `Each person walks a loop of about a kilometre around a home point within ~3 km of Oruro's centre.`,
      `Track: \`GET /api/posiciones/recorrido\` for a random person and day (${figures.map((f) => `${fixed(f.trackPoints, 0)} points on average on ${f.engine}`).join(', ')}), through HTTP with its audit row and JSON. ` +
        `Who was near: \`GET /api/posiciones/cerca\` with a 200 m radius at a random point within ~3 km of the centre and a random hour of the shift (${figures.map((f) => `${fixed(f.nearPeople, 1)} people found on average on ${f.engine}`).join(', ')}).`,
      `Expiry: the oldest day goes as the hourly job removes it (\`HistoryDays.expireBefore\`, in the API process): PostgreSQL drops the day's partition; SQLite deletes it in chunks sized as it runs to about 8 ms each, each its own transaction. ` +
        `Health samples during expiry (with 0.5 s either side): ${figures.map((f) => `${f.healthSamples} on ${f.engine}`).join(', ')}.`,
      'Options: `--days`, `--users`, `--scale` (multiplies the users), `--hours`, `--interval` (seconds), `--samples`, `--engines sqlite,postgres`.',
    ],
  };
}

export const positionsHistoryBench: Bench = {
  name: 'positions-history',
  heading: '## Position history over 90 days',
  setup:
    'The day track, "who was near" and one day\'s expiry over 60 field users × a fix every 15 s × 8 h × 90 days (about 10 million rows), on SQLite and PostgreSQL.',
  run: () => runPositionsHistory(1),
};

/** The same at ten times the users (about 100 million rows); its own section, so both sizes stay on record. */
export const positionsHistoryTenfoldBench: Bench = {
  name: 'positions-history-10x',
  heading: '## Position history over 90 days, ten times the users',
  setup:
    'The day track, "who was near" and one day\'s expiry over 600 field users × a fix every 15 s × 8 h × 90 days (about 100 million rows), on SQLite and PostgreSQL.',
  run: () => runPositionsHistory(10),
};
