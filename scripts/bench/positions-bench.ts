import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import {
  POSITIONS_SOCKET_PATH,
  type PositionAck,
  type PositionsClientToServer,
  type PositionsServerToClient,
} from '@reclamos/shared-types/positions/schemas';
import { StreetWalker } from '../positions/street-walker.ts';
import { startServer, type ServerHandle } from './child-process.ts';
import type { PositionsServerData } from './positions-server.ts';
import type { Bench, BenchResult } from './report.ts';
import { mapRedrawSection } from './positions-map-bench.ts';
import { numberOption } from './args.ts';
import { throwawayPostgres } from './postgres-database.ts';
import { envNumber } from './support/env.ts';
import { fixed } from './support/format.ts';
import { cpuSeconds, rssBytes } from './support/proc.ts';
import { maxOf, percentile } from './support/stats.ts';

type Client = Socket<PositionsServerToClient, PositionsClientToServer>;

// `npm run bench -- positions --devices 10000 --viewers 50` (or the environment variables).
const DEFAULT_DEVICES = 1000;
const DEFAULT_VIEWERS = 20;
const DEVICES = numberOption('devices', 'BENCH_POSITION_DEVICES', DEFAULT_DEVICES);
const VIEWERS = numberOption('viewers', 'BENCH_POSITION_VIEWERS', DEFAULT_VIEWERS);
const REPORT_INTERVAL_MS = 10_000;
const WARMUP_MS = envNumber('BENCH_POSITION_WARMUP', 15) * 1000;
const MEASURE_MS = envNumber('BENCH_POSITION_SECONDS', 60) * 1000;
const TARGET_P99_ONE_MS = 150;
const TARGET_P99_REDIS_MS = 250;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

// ---------------------------------------------------------------------------------------------
// Load generator: devices report, viewers time each delivery.

interface Scenario {
  label: string;
  servers: ServerHandle<PositionsServerData>[];
  seeded: PositionsServerData;
}

interface ScenarioResult {
  label: string;
  processes: number;
  /** Delivery latency (device emit → viewer receive), all deliveries in the measured window. */
  latencies: number[];
  /** Deliveries whose viewer sits on another process than the reporting device. */
  crossLatencies: number[];
  accepted: number;
  refused: Record<string, number>;
  expectedDeliveries: number;
  deliveries: number;
  serverCpuPercent: number[];
  serverPeakRss: number[];
  generatorCpuPercent: number;
}

function connectClient(url: string, token: string): Promise<Client> {
  const socket: Client = io(url, {
    path: POSITIONS_SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => work(item, i + j)))));
  return out;
}

async function runScenario({ label, servers, seeded }: Scenario): Promise<ScenarioResult> {
  const serverOf = (index: number) => servers[index % servers.length] as ServerHandle<PositionsServerData>;
  console.log(`${label}: connecting ${VIEWERS} viewers and ${DEVICES} devices…`);
  const viewerSockets = await inBatches(seeded.viewers, 20, (viewer, i) => connectClient(serverOf(i).url, viewer.token));
  const deviceSockets = await inBatches(seeded.devices, 50, (device, i) => connectClient(serverOf(i).url, device.token));

  /** Report key (`id|lat`) → when it was sent and from which server index. */
  const sent = new Map<string, { at: number; server: number; measured: boolean }>();
  const state = { measuring: false, accepted: 0, expected: 0, deliveries: 0 };
  const refused: Record<string, number> = {};
  const latencies: number[] = [];
  const crossLatencies: number[] = [];

  viewerSockets.forEach((socket, viewerIndex) => {
    socket.on('actualizarConjunto', (update) => {
      const now = performance.now();
      const origin = sent.get(`${update.id}|${update.lat}`);
      if (!origin?.measured) return;
      const ms = now - origin.at;
      latencies.push(ms);
      state.deliveries += 1;
      if (origin.server !== viewerIndex % servers.length) crossLatencies.push(ms);
    });
  });

  const timers: NodeJS.Timeout[] = [];
  deviceSockets.forEach((socket, deviceIndex) => {
    const device = seeded.devices[deviceIndex];
    if (!device) return;
    const walker = new StreetWalker({ speed: deviceIndex % 2 === 0 ? 1.4 : 8 });
    let sequence = 0;
    const send = () => {
      const fix = walker.step(REPORT_INTERVAL_MS / 1000);
      // A unique latitude per report (sub-millimetre offset) lets viewers find its send time.
      sequence += 1;
      const lat = fix.lat + (sequence % 1000) * 1e-9;
      const measured = state.measuring;
      sent.set(`${device.id}|${lat}`, { at: performance.now(), server: deviceIndex % servers.length, measured });
      socket.emit('posicion', { ...fix, lat }, (ack: PositionAck) => {
        if (!measured) return;
        if (ack.ok) {
          state.accepted += 1;
          state.expected += VIEWERS;
        } else refused[ack.reason] = (refused[ack.reason] ?? 0) + 1;
      });
    };
    // Phases spread over the interval, as independent phones would be.
    const first = setTimeout(() => {
      send();
      timers.push(setInterval(send, REPORT_INTERVAL_MS));
    }, Math.random() * REPORT_INTERVAL_MS);
    timers.push(first);
  });

  console.log(`${label}: warming up ${WARMUP_MS / 1000} s, measuring ${MEASURE_MS / 1000} s…`);
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  const cpuStart = servers.map((s) => cpuSeconds(s.pid));
  const generatorStart = process.cpuUsage();
  const startedAt = performance.now();
  const peakRss = servers.map((s) => rssBytes(s.pid));
  const sampler = setInterval(() => servers.forEach((s, i) => (peakRss[i] = Math.max(peakRss[i] ?? 0, rssBytes(s.pid)))), 1000);
  state.measuring = true;
  await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
  state.measuring = false;
  const elapsedSeconds = (performance.now() - startedAt) / 1000;
  const cpuEnd = servers.map((s) => cpuSeconds(s.pid));
  const generator = process.cpuUsage(generatorStart);
  clearInterval(sampler);
  // Let the last measured reports arrive before closing.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const timer of timers) clearInterval(timer);
  for (const socket of [...deviceSockets, ...viewerSockets]) socket.close();

  return {
    label,
    processes: servers.length,
    latencies,
    crossLatencies,
    accepted: state.accepted,
    refused,
    expectedDeliveries: state.expected,
    deliveries: state.deliveries,
    serverCpuPercent: servers.map((_, i) => (((cpuEnd[i] ?? 0) - (cpuStart[i] ?? 0)) / elapsedSeconds) * 100),
    serverPeakRss: peakRss,
    generatorCpuPercent: ((generator.user + generator.system) / 1e6 / elapsedSeconds) * 100,
  };
}

// ---------------------------------------------------------------------------------------------

const seedEnv = { BENCH_SEED: '1', BENCH_DEVICES: String(DEVICES), BENCH_VIEWERS: String(VIEWERS) };

async function oneProcess(): Promise<ScenarioResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-pos-'));
  const server = await startServer<PositionsServerData>('positions-server.ts', {
    ...seedEnv,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  try {
    return await runScenario({ label: 'one process (SQLite, in-memory adapter)', servers: [server], seeded: server.data });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function twoProcesses(): Promise<ScenarioResult> {
  const database = await throwawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reclamos-bench-pos-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, REDIS_URL, REDIS_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const servers: ServerHandle<PositionsServerData>[] = [];
  try {
    // One after the other: the first migrates and seeds.
    servers.push(await startServer<PositionsServerData>('positions-server.ts', { ...env, ...seedEnv }));
    servers.push(await startServer<PositionsServerData>('positions-server.ts', env));
    return await runScenario({
      label: 'two processes (PostgreSQL, Redis adapter)',
      servers,
      seeded: servers[0]?.data ?? { devices: [], viewers: [] },
    });
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const HEADERS = ['setup', 'reports/s', 'deliveries', 'p50 ms', 'p99 ms', 'max ms', 'server CPU', 'server peak RSS', 'generator CPU'];

function cells(r: ScenarioResult, measureSeconds: number): string[] {
  const delivered = r.expectedDeliveries > 0 ? (r.deliveries / r.expectedDeliveries) * 100 : Number.NaN;
  return [
    r.label,
    fixed(r.accepted / measureSeconds, 1),
    `${r.deliveries.toLocaleString('en-US')} (${fixed(delivered, 2)} %)`,
    fixed(percentile(r.latencies, 50), 1),
    fixed(percentile(r.latencies, 99), 1),
    fixed(maxOf(r.latencies), 0),
    r.serverCpuPercent.map((c) => `${fixed(c, 0)} %`).join(' + '),
    r.serverPeakRss.map((b) => `${fixed(b / 2 ** 20, 0)} MiB`).join(' + '),
    `${fixed(r.generatorCpuPercent, 0)} %`,
  ];
}

async function runPositions(): Promise<BenchResult> {
  const results: ScenarioResult[] = [];
  results.push(await oneProcess());
  results.push(await twoProcesses());
  const seconds = MEASURE_MS / 1000;
  const rows = results.map((r) => cells(r, seconds));
  const widths = HEADERS.map((_, col) => Math.max(...[HEADERS, ...rows].map((row) => row[col]?.length ?? 0)));
  console.log(`\n${[HEADERS, ...rows].map((row) => row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ')).join('\n')}\n`);

  const [one, two] = results;
  const verdicts: string[] = [];
  const verdict = (r: ScenarioResult | undefined, target: number) => {
    if (!r) return;
    const p99 = percentile(r.latencies, 99);
    verdicts.push(
      `${p99 <= target ? 'TARGET MET' : 'TARGET MISSED'}: delivery p99, ${r.label}: ${fixed(p99, 1)} ms (target ≤ ${target} ms).`,
    );
  };
  verdict(one, TARGET_P99_ONE_MS);
  verdict(two, TARGET_P99_REDIS_MS);
  // The viewer's side: the map redrawing 1,000 markers in headless Chromium (positions-map-bench.ts).
  const mapRedraw = await mapRedrawSection();
  console.log(`\n${mapRedraw}\n`);
  const refusedNote = results
    .map(
      (r) =>
        `${r.label}: ${r.accepted.toLocaleString('en-US')} reports accepted${Object.keys(r.refused).length ? `, refused ${JSON.stringify(r.refused)}` : ', none refused'}`,
    )
    .join('; ');
  return {
    rows: [],
    table: [
      `| ${HEADERS.join(' | ')} |`,
      `| ${HEADERS.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n'),
    load:
      `${DEVICES.toLocaleString('en-US')} socket.io devices each reporting every ${REPORT_INTERVAL_MS / 1000} s (phases spread at random) and ${VIEWERS} map viewers, ` +
      `all in the bench's own process (the load generator) on the same cores; ${WARMUP_MS / 1000} s warm-up, ${seconds} s measured per setup`,
    verdicts,
    notes: [
      'Delivery latency is the time from a device emitting `posicion` to a viewer receiving the matching `actualizarConjunto`, both ' +
        'clocks in the generator process; it includes the session re-check, the throttled upsert and the history insert in one ' +
        "transaction, the broadcast, and the generator's own event loop. Deliveries counts the measured reports × viewers that arrived.",
      two
        ? `Two processes: devices and viewers alternate between the processes, so half of the deliveries cross Redis; their p99 alone: ` +
          `${fixed(percentile(two.crossLatencies, 99), 1)} ms (p50 ${fixed(percentile(two.crossLatencies, 50), 1)} ms). Server CPU is per process ` +
          '(100 % = one core), averaged over the measured window; RSS is the peak sampled every second.'
        : '',
      `${refusedNote}.`,
      "The machine is shared with other engineers' builds and tests (see the load line above): figures are noisy, compare them run to run with care.",
      mapRedraw,
    ].filter(Boolean),
  };
}

export const positionsBench: Bench = {
  name: 'positions',
  // Another scale gets its own section beside the default run's.
  heading:
    DEVICES === DEFAULT_DEVICES && VIEWERS === DEFAULT_VIEWERS
      ? '## Live positions'
      : `## Live positions at ${DEVICES.toLocaleString('en-US')} devices and ${VIEWERS} viewers`,
  setup:
    'Position reports over socket.io delivered to map viewers, first by one API process (SQLite, in-memory adapter), then by two API ' +
    'processes on one PostgreSQL database through the Redis adapter. Each API runs in its own child process (`buildApp`, logger off).',
  run: runPositions,
};
