import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { PWA_DIST } from '../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import type { SeededApi } from './api-server.ts';
import { numberOption } from './args.ts';
import { startServer } from './child-process.ts';
import type { Bench } from './report.ts';
import { fixed } from './support/format.ts';
import { runLinesBench } from './support/parts.ts';
import { buildPwaIfMissing } from './support/pwa-build.ts';

const PAGES = [
  { path: '/reclamo', label: `/reclamo (${COMPLAINTS_MSG.form.title})` },
  { path: '/', label: `/ (${MSG.landing.title})` },
];
const TARGET_SCORE = 90;
const TARGET_TBT_MS = 300;
const TARGET_LCP_MS = 2500;
/** One Lighthouse run; a run that has not ended by then has hung (e.g. on a network it cannot reach). */
const RUN_TIMEOUT_MS = 180_000;

interface Run {
  score: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  benchmarkIndex: number;
}

interface LighthouseResult {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
}

const LIGHTHOUSE_CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/**
 * One Lighthouse run in its own process (the CLI: each run a fresh Chromium profile, and a run
 * that hangs is killed): mobile defaults (simulated slow 4G and a 4× slower CPU), Performance
 * only. Debian's Chromium with the flags the browser tests use, which keep it off the network it
 * would reach by itself (updates, sync); brotli is asked for as a phone over HTTPS does.
 */
function lighthouse(url: string): Promise<Run> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    '--no-enable-error-reporting',
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
    `--extra-headers=${JSON.stringify({ 'Accept-Encoding': 'br, gzip' })}`,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: RUN_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`lighthouse ${url}: ${error.message}\n${stderr}`));
        const lhr = JSON.parse(stdout) as LighthouseResult;
        if (lhr.runtimeError) return reject(new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        resolve({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbtMs: audit('total-blocking-time'),
          lcpMs: audit('largest-contentful-paint'),
          fcpMs: audit('first-contentful-paint'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      },
    );
  });
}

/** The run with the median score (Lighthouse's own advice for several runs), its figures kept together. */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

const seconds = (ms: number) => `${fixed(ms / 1000, 2)} s`;

/**
 * Lighthouse's mobile Performance score of the citizen's two pages, served by the API child from
 * the built PWA as `npm start` serves them; the host's benchmarkIndex is printed beside each
 * figure, since the simulated 4× CPU slowdown is applied to whatever this machine is.
 */
export const lighthouseBench: Bench = {
  name: 'lighthouse',
  heading: '## Lighthouse mobile: the citizen’s pages',
  setup:
    'Lighthouse (mobile defaults: simulated slow 4G, 4× CPU slowdown; Performance only) on /reclamo and / served by the API child from the built PWA; median of the runs by score.',
  run: () =>
    runLinesBench(async ({ lines, notes, tempDir }) => {
      const runs = numberOption('runs', 'BENCH_LIGHTHOUSE_RUNS', 3);
      const built = buildPwaIfMissing('lighthouse');
      const api = await startServer<SeededApi>('api-server.ts', {
        BENCH_DATA_DIR: tempDir(),
        BENCH_USERS: '1',
        BENCH_STATIC_DIR: PWA_DIST,
      });
      try {
        for (const page of PAGES) {
          const results: Run[] = [];
          for (let run = 0; run < runs; run++) {
            const result = await lighthouse(new URL(page.path, api.url).href);
            console.log(
              `lighthouse ${page.path} run ${run + 1}/${runs}: ${result.score} (TBT ${Math.round(result.tbtMs)} ms, LCP ${seconds(result.lcpMs)}, benchmarkIndex ${Math.round(result.benchmarkIndex)})`,
            );
            results.push(result);
          }
          const median = medianRun(results);
          const index = `benchmarkIndex ${Math.round(median.benchmarkIndex)}`;
          lines.push(
            {
              item: `${page.label}: Performance (${index}; runs ${results.map((r) => r.score).join(', ')})`,
              figure: String(median.score),
              target: `≥ ${TARGET_SCORE}`,
              met: median.score >= TARGET_SCORE,
            },
            {
              item: `${page.label}: Total Blocking Time`,
              figure: `${Math.round(median.tbtMs)} ms`,
              target: `≤ ${TARGET_TBT_MS} ms`,
              met: median.tbtMs <= TARGET_TBT_MS,
            },
            {
              item: `${page.label}: Largest Contentful Paint`,
              figure: seconds(median.lcpMs),
              target: `≤ ${seconds(TARGET_LCP_MS)}`,
              met: median.lcpMs <= TARGET_LCP_MS,
            },
            { item: `${page.label}: First Contentful Paint`, figure: seconds(median.fcpMs), target: '', met: null },
          );
        }
        notes.push(
          `${built ? 'A fresh build' : 'The existing build'} of apps/pwa/dist served by the API child (buildApp with its static plugin, as \`npm start\`). ` +
            `Each run is the Lighthouse CLI in its own process with a fresh profile of Debian's Chromium (\`--headless=new\`, no sandbox, no GPU, no background networking), ` +
            `${runs} runs a page; the figures are those of the run with the median score. benchmarkIndex is Lighthouse's measure of this CPU at the time ` +
            '(a loaded or slower machine scores lower: the simulated 4× slowdown multiplies whatever the host is).',
        );
      } finally {
        await api.stop();
      }
    }),
};
