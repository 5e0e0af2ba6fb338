import { COMPLAINT_STATES, OPEN_STATES } from '@reclamos/shared-types/cases/values';
import type { SeededApi } from '../api-server.ts';
import { startServer, type ServerHandle } from '../child-process.ts';
import { timeJsonList } from '../list-insp-timing.ts';
import { loadSettingsFromEnv, measure } from '../measure.ts';
import { dayString, DAY_MS } from '../support/days.ts';
import { fixed } from '../support/format.ts';
import type { Line } from '../support/lines.ts';
import { percentile } from '../support/stats.ts';
import { benchCode } from './report-seed.ts';

/** The complaint workflow's targets: a 31-day report filtered by state, and the public status by receipt code. */
const FILTERED_MONTH_TARGET_P95_MS = 400;
const SEGUIMIENTO_TARGET_RPS = 5000;
const MONTH_CALLS = 10;
const SEGUIMIENTO_CODES = 1000;

/**
 * On the report bench's seeded database (`count` complaints, codes by benchCode, states by
 * benchState): reportFecha for 31 days with a state filter, then GET seguimiento/{codigo} under
 * load beside the Fastify floor. The API child must run with BENCH_PUBLIC_RATE_LIMIT raised.
 */
export async function benchWorkflow(
  api: ServerHandle<SeededApi>,
  token: string,
  middle: number,
  count: number,
  lines: Line[],
  notes: string[],
): Promise<void> {
  const ini = dayString(middle);
  const fin = dayString(middle + 30 * DAY_MS);
  for (const [label, estado] of [
    ['EN REVISION', 'EN REVISION'],
    ['the 3 open states', [...OPEN_STATES]],
  ] as const) {
    console.log(`reportFecha: 31 days filtered by ${label}, ${MONTH_CALLS} calls…`);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ini, fin, estado }),
    };
    const month = await timeJsonList(`${api.url}/api/reportFecha`, init, 2, MONTH_CALLS);
    const slowest = percentile(month.times, 95);
    lines.push({
      item: `reportFecha 31 days, estado ${label} (${month.rows.toLocaleString('en-US')} rows, ${fixed(month.bytes / 1e6, 1)} MB JSON, ${MONTH_CALLS} calls)`,
      figure: `p95 ${fixed(slowest, 0)} ms`,
      target: `p95 ≤ ${FILTERED_MONTH_TARGET_P95_MS} ms`,
      met: slowest <= FILTERED_MONTH_TARGET_P95_MS,
    });
  }

  const settings = loadSettingsFromEnv();
  const variants = Array.from({ length: SEGUIMIENTO_CODES }, (_, k) => ({
    path: `/api/seguimiento/${benchCode(Math.floor((k * count) / SEGUIMIENTO_CODES))}`,
  }));
  const floor = await startServer<null>('floor-server.ts', {});
  try {
    console.log('seguimiento: the floor, then the API…');
    const floorResult = await measure('floor', floor.url, { path: '/' }, settings);
    const result = await measure('GET seguimiento', api.url, { path: variants[0]?.path ?? '/', variants }, settings);
    lines.push({
      item: `GET seguimiento/{codigo} (${SEGUIMIENTO_CODES} codes in turn, ${settings.connections} connections, ${settings.durationSeconds} s)`,
      figure: `${fixed(result.requestsPerSecond, 0)} req/s (floor ${fixed(floorResult.requestsPerSecond, 0)} req/s, ${fixed((result.requestsPerSecond / floorResult.requestsPerSecond) * 100, 1)} %), p99 ${fixed(result.p99Ms, 1)} ms`,
      target: `≥ ${SEGUIMIENTO_TARGET_RPS.toLocaleString('en-US')} req/s`,
      met: result.requestsPerSecond >= SEGUIMIENTO_TARGET_RPS,
    });
  } finally {
    await floor.stop();
  }
  notes.push(
    `Workflow: the seeded complaints carry distinct receipt codes and states spread 30/20/10/20/10/10 % over ${COMPLAINT_STATES.join(', ')}; ` +
      `reportFecha ${ini}..${fin} with \`estado\` one state and the three open ones, timed like the unfiltered report; ` +
      `GET /api/seguimiento/{codigo} driven by autocannon over ${SEGUIMIENTO_CODES} codes spread over the table (PUBLIC_RATE_LIMIT_PER_MINUTE raised: every client is 127.0.0.1), ` +
      'right after the floor (a bare Fastify hello-world, `GET /`) with the same settings.',
  );
}
