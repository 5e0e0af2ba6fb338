import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN_NAME, startApi, type RunningApi } from '../support/api-process.ts';
import { importBombs, type ImportBomb } from '../support/import-files.ts';
import type { Bench, BenchResult } from './report.ts';
import { envNumber } from './support/env.ts';
import { fixed } from './support/format.ts';
import { rssBytes } from './support/proc.ts';
import { startHealthProbe } from './support/health-probe.ts';
import { maxOf, percentile } from './support/stats.ts';

/**
 * Hostile vehicle-import files against the API started as `npm start` runs it (node --import tsx,
 * so the import worker loads exactly as in production): each file is uploaded once while a
 * separate process asks GET /api/health every 10 ms. Reported per file: the answer and the time
 * to it, the server's peak RSS (sampled every 20 ms, worker threads included) over its idle RSS,
 * and the health checks' p99 and maximum. BENCH_XFD_ROWS (default 5000) sizes the XFD sheet.
 */
const PASSWORD = 'clave-de-prueba-bench';
/** What a health check may take at p99 while a hostile file is being refused. */
const HEALTH_P99_TARGET_MS = 50;

async function signIn(api: RunningApi): Promise<string> {
  const response = await fetch(`${api.baseURL}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: ADMIN_NAME, password: PASSWORD }),
  });
  return ((await response.json()) as { token: string }).token;
}

interface Outcome {
  status: number;
  message: string;
  seconds: number;
  idleRss: number;
  peakRss: number;
  p99: number;
  max: number;
  checks: number;
  failures: number;
}

async function upload(api: RunningApi, token: string, bomb: ImportBomb | null): Promise<Outcome> {
  // The file is made before the measuring starts: building a 1 GB bomb costs the bench a second of CPU.
  const bytes = bomb?.make() ?? null;
  const idleRss = rssBytes(api.pid);
  let peakRss = idleRss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(api.pid))), 20);
  const probe = await startHealthProbe(api.baseURL);
  const started = performance.now();
  let status = 0;
  let message = '';
  if (bomb && bytes) {
    const form = new FormData();
    form.append('archivo', new Blob([new Uint8Array(bytes)]), bomb.fileName);
    const response = await fetch(`${api.baseURL}/api/vehiculos/importar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    status = response.status;
    message = ((await response.json()) as { message?: string }).message ?? '';
  } else await new Promise((resolve) => setTimeout(resolve, 2000));
  const seconds = (performance.now() - started) / 1000;
  const health = await probe.stop();
  clearInterval(sampler);
  return { status, message, seconds, idleRss, peakRss, ...stats(health) };
}

function stats(health: { latencies: number[]; failures: number }) {
  return {
    p99: percentile(health.latencies, 99),
    max: maxOf(health.latencies),
    checks: health.latencies.length,
    failures: health.failures,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const importBombsBench: Bench = {
  name: 'import-bombs',
  heading: '## Hostile import files',
  setup:
    'Each hostile file uploaded once to `POST /api/vehiculos/importar` of an API started as `npm start` runs it; a separate process asks `GET /api/health` every 10 ms meanwhile; peak RSS of the server sampled every 20 ms.',
  async run(): Promise<BenchResult> {
    const bombs = importBombs({ xfdRows: Math.round(envNumber('BENCH_XFD_ROWS', 5000)) });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-bombs-'));
    const api = await startApi(dataDir, PASSWORD, { LOG_LEVEL: 'error' });
    const lines = [
      '| file | answer | seconds to answer | idle RSS | peak RSS | health p99 ms | health max ms | checks |',
      '|---|---|---|---|---|---|---|---|',
    ];
    const verdicts: string[] = [];
    try {
      const token = await signIn(api);
      const idle = await upload(api, token, null);
      lines.push(
        `| (none: 2 s idle) | — | — | ${mb(idle.idleRss)} | ${mb(idle.peakRss)} | ${fixed(idle.p99, 1)} | ${fixed(idle.max, 1)} | ${idle.checks} |`,
      );
      for (const bomb of bombs) {
        console.log(`${bomb.name}: ${bomb.description}…`);
        const r = await upload(api, token, bomb);
        const expected = r.status === bomb.status && bomb.message.test(r.message);
        lines.push(
          `| ${bomb.name}: ${bomb.description} | ${r.status}${expected ? '' : ' (unexpected)'} | ${fixed(r.seconds, 2)} | ${mb(r.idleRss)} | ${mb(r.peakRss)} | ${fixed(r.p99, 1)} | ${fixed(r.max, 1)} | ${r.checks}${r.failures ? ` (${r.failures} failed)` : ''} |`,
        );
        const ok = expected && r.p99 <= HEALTH_P99_TARGET_MS && r.failures === 0;
        verdicts.push(
          `${ok ? 'PASS' : 'FAIL'} ${bomb.name}: ${r.status} in ${fixed(r.seconds, 2)} s, peak RSS ${mb(r.peakRss)}, health p99 ${fixed(r.p99, 1)} ms (target ≤ ${HEALTH_P99_TARGET_MS} ms).`,
        );
      }
    } finally {
      await api.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    return { rows: [], table: lines.join('\n'), load: 'one hostile file at a time', verdicts, notes: [] };
  },
};
