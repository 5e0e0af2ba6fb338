import http from 'node:http';
import type { SeededApi } from '../api-server.ts';
import type { ServerHandle } from '../child-process.ts';
import { dayString, DAY_MS } from '../support/days.ts';
import { fixed } from '../support/format.ts';
import type { Line } from '../support/lines.ts';
import { rssBytes } from '../support/proc.ts';
import { percentile } from '../support/stats.ts';

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
export async function benchReportStalls(
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
