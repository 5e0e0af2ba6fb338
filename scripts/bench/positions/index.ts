import os from 'node:os';
import type { Bench, BenchResult } from '../report.ts';
import { fixed } from '../support/format.ts';
import { percentile } from '../support/stats.ts';
import { runScenario, type ScenarioResult } from './delivery.ts';
import { mapRedrawSection } from './map-redraw.ts';
import {
  ACCEPTED_SHARE,
  BISECT_STEPS,
  DEFAULT_DEVICES,
  DEFAULT_VIEWERS,
  DEVICES,
  MAX_DEVICES,
  MEASURE_MS,
  REPORT_INTERVAL_MS,
  SEARCH_MS,
  TARGET_P99_MS,
  VIEWERS,
  WARMUP_MS,
} from './settings.ts';
import { SETUP_LABELS, withSetup, type SetupKind } from './setups.ts';

/** The search does not go below this many devices. */
const MIN_DEVICES = 10;

/**
 * Live positions, stated as capacity: for the floor (a bare socket.io relay in the same run), one
 * API process and two behind Redis, the largest count of devices (each reporting every 10 s) whose
 * deliveries to the viewers keep p99 ≤ 100 ms with ≥ 99 % of reports accepted; then, at twice
 * that count, the age of the positions delivered, the share of reports accepted and GET
 * /api/health timed from a process of its own. Then the viewer's map redraw (map-redraw.ts).
 * The targets at twice the capacity:
 */
const TARGET_AGE_P99_MS = 2000;
const TARGET_HEALTH_P99_MS = 50;

interface SetupResult {
  kind: SetupKind;
  capacity: number;
  /** The target held at MAX_DEVICES: the true capacity is higher. */
  unbounded: boolean;
  atCapacity: ScenarioResult | undefined;
  over: ScenarioResult;
  steps: ScenarioResult[];
}

const acceptedShare = (r: ScenarioResult) => (r.offered > 0 ? r.accepted / r.offered : Number.NaN);
const meets = (r: ScenarioResult) => percentile(r.latencies, 99) <= TARGET_P99_MS && acceptedShare(r) >= ACCEPTED_SHARE;

function describe(r: ScenarioResult): string {
  const refused = Object.keys(r.refused).length > 0 ? ` (refused ${JSON.stringify(r.refused)})` : '';
  return `${r.devices} devices: p99 ${fixed(percentile(r.latencies, 99), 1)} ms, accepted ${fixed(acceptedShare(r) * 100, 1)} %${refused}`;
}

/**
 * From DEVICES, doubles while the target holds (up to MAX_DEVICES) or halves while it does not
 * (down to MIN_DEVICES), then bisects between the last pass and the first miss.
 */
async function searchCapacity(
  run: (devices: number) => Promise<ScenarioResult>,
): Promise<{ capacity: number; steps: ScenarioResult[]; unbounded: boolean }> {
  const steps: ScenarioResult[] = [];
  const step = async (devices: number) => {
    const r = await run(devices);
    steps.push(r);
    console.log(`  ${meets(r) ? 'meets' : 'misses'}: ${describe(r)}`);
    return meets(r);
  };
  let low = 0;
  let high = Number.POSITIVE_INFINITY;
  if (await step(DEVICES)) {
    low = DEVICES;
    for (let devices = DEVICES * 2; devices <= MAX_DEVICES; devices *= 2) {
      if (await step(devices)) low = devices;
      else {
        high = devices;
        break;
      }
    }
  } else {
    high = DEVICES;
    for (let devices = Math.floor(DEVICES / 2); devices >= MIN_DEVICES; devices = Math.floor(devices / 2)) {
      if (await step(devices)) {
        low = devices;
        break;
      }
      high = devices;
    }
  }
  for (let i = 0; i < BISECT_STEPS && low > 0 && Number.isFinite(high); i++) {
    const mid = Math.round((low + high) / 2);
    if (mid === low || mid === high) break;
    if (await step(mid)) low = mid;
    else high = mid;
  }
  // Never missed up to MAX_DEVICES: the capacity is at least that.
  return { capacity: low, steps, unbounded: !Number.isFinite(high) };
}

async function measureSetup(kind: SetupKind): Promise<SetupResult> {
  const label = SETUP_LABELS[kind];
  return withSetup(kind, { devices: 2 * MAX_DEVICES, viewers: VIEWERS }, async (servers, seeded) => {
    const scenario = (devices: number, timing: { warmupMs: number; measureMs: number }, probeHealth = false) =>
      runScenario({ label: `${label}, ${devices} devices`, servers, seeded, devices, probeHealth, ...timing });
    const { capacity, steps, unbounded } = await searchCapacity((devices) =>
      scenario(devices, { warmupMs: REPORT_INTERVAL_MS, measureMs: SEARCH_MS }),
    );
    const atCapacity = steps.filter((r) => r.devices === capacity).at(-1);
    // A warm-up of at least one report interval: a device's last report of the previous step is then
    // never within the server's 5 s per-user interval of a measured one (it would be refused).
    const warmupMs = Math.max(WARMUP_MS, REPORT_INTERVAL_MS);
    const over = await scenario(2 * (capacity || MIN_DEVICES), { warmupMs, measureMs: MEASURE_MS }, true);
    return { kind, capacity, unbounded, atCapacity, over, steps };
  });
}

const HEADERS = [
  'setup',
  'capacity (devices)',
  'p99 at capacity',
  'at 2×: devices',
  'reports/s offered',
  'accepted',
  'delivered',
  'age p50 / p99',
  'health p99',
  'server CPU',
];

function cells(s: SetupResult): string[] {
  const { over } = s;
  const seconds = MEASURE_MS / 1000;
  const delivered = over.expectedDeliveries > 0 ? (over.deliveries / over.expectedDeliveries) * 100 : Number.NaN;
  return [
    SETUP_LABELS[s.kind],
    s.capacity > 0 ? `${s.unbounded ? '≥ ' : ''}${s.capacity.toLocaleString('en-US')}` : `< ${MIN_DEVICES}`,
    s.atCapacity ? `${fixed(percentile(s.atCapacity.latencies, 99), 1)} ms` : '—',
    over.devices.toLocaleString('en-US'),
    fixed(over.offered / seconds, 1),
    `${fixed(acceptedShare(over) * 100, 1)} %`,
    `${fixed(delivered, 1)} %`,
    `${fixed(percentile(over.latencies, 50), 1)} / ${fixed(percentile(over.latencies, 99), 1)} ms`,
    `${fixed(percentile(over.healthLatencies, 99), 1)} ms`,
    over.serverCpuPercent.map((c) => `${fixed(c, 0)} %`).join(' + '),
  ];
}

async function runPositions(): Promise<BenchResult> {
  const results: SetupResult[] = [];
  for (const kind of ['floor', 'one', 'two'] as const) results.push(await measureSetup(kind));
  const rows = results.map(cells);
  const widths = HEADERS.map((_, col) => Math.max(...[HEADERS, ...rows].map((row) => row[col]?.length ?? 0)));
  console.log(`\n${[HEADERS, ...rows].map((row) => row.map((cell, col) => cell.padEnd(widths[col] ?? 0)).join('  ')).join('\n')}\n`);

  const verdicts: string[] = [];
  for (const s of results.filter((r) => r.kind !== 'floor')) {
    const age = percentile(s.over.latencies, 99);
    const health = percentile(s.over.healthLatencies, 99);
    const met = age <= TARGET_AGE_P99_MS && health <= TARGET_HEALTH_P99_MS;
    verdicts.push(
      `${met ? 'TARGET MET' : 'TARGET MISSED'}: ${SETUP_LABELS[s.kind]} at twice its capacity (${s.over.devices} devices): ` +
        `age of delivered positions p99 ${fixed(age, 1)} ms (target ≤ ${TARGET_AGE_P99_MS} ms), GET /api/health p99 ${fixed(health, 1)} ms (target ≤ ${TARGET_HEALTH_P99_MS} ms).`,
    );
  }
  const mapRedraw = await mapRedrawSection();
  console.log(`\n${mapRedraw}\n`);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return {
    rows: [],
    table: [
      `| ${HEADERS.join(' | ')} |`,
      `| ${HEADERS.map(() => '---').join(' | ')} |`,
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ].join('\n'),
    load:
      `devices each reporting every ${REPORT_INTERVAL_MS / 1000} s (phases spread at random) and ${VIEWERS} map viewers, all in the bench's own ` +
      `process (the load generator) on the same ${os.cpus().length} cores (${cpu}); capacity searched from ${DEVICES.toLocaleString('en-US')} ` +
      `devices, doubling (up to ${MAX_DEVICES.toLocaleString('en-US')}) or halving, then ${BISECT_STEPS} bisection steps, ` +
      `${SEARCH_MS / 1000} s measured per step after ${REPORT_INTERVAL_MS / 1000} s of warm-up; ` +
      `at twice the capacity ${Math.max(WARMUP_MS, REPORT_INTERVAL_MS) / 1000} s warm-up and ${MEASURE_MS / 1000} s measured`,
    verdicts,
    notes: [
      `Capacity: the largest count of devices whose deliveries keep p99 ≤ ${TARGET_P99_MS} ms with at least ${ACCEPTED_SHARE * 100} % of the ` +
        'reports accepted (a server that sheds reports is not counted as keeping up). The floor is a bare socket.io server on the same ' +
        'machine in the same run (scripts/bench/positions-floor-server.ts): the same events to the same viewers, no session, no storage, ' +
        'no coalescing; the API is read against it.',
      'Delivery latency, also the age of a delivered position, is the time from a device emitting `posicion` to a viewer receiving the ' +
        'matching `actualizarConjunto`, both clocks in the generator process. Delivered counts the accepted reports × viewers that arrived: ' +
        'under load the API sends each viewer only the newest position of each person and drops positions older than ' +
        'POSITION_MAX_AGE_SECONDS, so less than 100 % is by design there.',
      'GET /api/health is timed from a process of its own (scripts/bench/positions/health-probe.ts), one request every 50 ms, against the ' +
        'first API process.',
      `At twice the capacity: ${results.map((s) => `${SETUP_LABELS[s.kind]}: ${describe(s.over)}`).join('; ')}.`,
      `Search steps: ${results.map((s) => `${SETUP_LABELS[s.kind]}: ${s.steps.map(describe).join('; ')}`).join('. ')}.`,
      "The machine is shared with other engineers' builds and tests (see the load line above): figures are noisy, compare them run to run with care.",
      mapRedraw,
    ],
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
    'Position reports over socket.io delivered to map viewers by a bare socket.io relay (the floor), one API process (SQLite, in-memory ' +
    'adapter) and two API processes on one PostgreSQL database through the Redis adapter. Each server runs in its own child process ' +
    '(the API through `buildApp`, logger off).',
  run: runPositions,
};
