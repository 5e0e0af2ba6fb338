import type { Bench, BenchResult } from '../report.ts';
import { fixed } from '../support/format.ts';
import { maxOf, percentile } from '../support/stats.ts';
import type { ScenarioResult } from './delivery.ts';
import { mapRedrawSection } from './map-redraw.ts';
import { DEFAULT_DEVICES, DEFAULT_VIEWERS, DEVICES, MEASURE_MS, REPORT_INTERVAL_MS, VIEWERS, WARMUP_MS } from './settings.ts';
import { oneProcess, twoProcesses } from './setups.ts';

/**
 * Live positions: the delivery latency of position reports to map viewers, by one API process and
 * by two through Redis (delivery.ts, setups.ts), then the viewer's map redraw (map-redraw.ts).
 * The delivery p99 targets of the two setups:
 */
const TARGET_P99_ONE_MS = 150;
const TARGET_P99_REDIS_MS = 250;

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
  // The viewer's side: the map redrawing 1,000 markers in headless Chromium (map-redraw.ts).
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
