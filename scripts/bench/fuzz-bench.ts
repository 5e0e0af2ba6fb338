import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './child-process.ts';
import type { Bench, BenchResult } from './report.ts';

interface EngineReport {
  engine: string;
  seed: number;
  routes: number;
  tried: number;
  serverErrors: number;
  failures: unknown[];
  seconds: number;
}

/**
 * The API fuzz suite at length: the suite itself (apps/api/test/fuzz, run by vitest) with
 * BENCH_FUZZ_PER_ROUTE requests per route (default 2000), on SQLite and, when TEST_DATABASE_URL is
 * set, on PostgreSQL; prints the inputs tried and the 5xx found.
 */
export const fuzzBench: Bench = {
  name: 'fuzz',
  heading: '## API fuzz',
  setup: "Hostile requests generated from the running app's route schemas, sent as every kind of caller (apps/api/test/fuzz).",
  async run(): Promise<BenchResult> {
    const perRoute = Number(process.env.BENCH_FUZZ_PER_ROUTE ?? 2000);
    const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 100000);
    const dir = mkdtempSync(path.join(tmpdir(), 'reclamos-fuzz-'));
    const reportFile = path.join(dir, 'report.jsonl');
    try {
      await runSuite({ FUZZ_PER_ROUTE: String(perRoute), FUZZ_SEED: String(seed), FUZZ_REPORT_FILE: reportFile });
      const reports = readFileSync(reportFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as EngineReport);
      const lines = ['| engine | routes | inputs tried | 5xx | other failures | seconds |', '|---|---|---|---|---|---|'];
      const verdicts: string[] = [];
      for (const report of reports) {
        const others = report.failures.length - report.serverErrors;
        lines.push(
          `| ${report.engine} | ${report.routes} | ${report.tried} | ${report.serverErrors} | ${others} | ${report.seconds.toFixed(0)} |`,
        );
        verdicts.push(`${report.engine}: ${report.tried} inputs tried (seed ${report.seed}), ${report.serverErrors} 5xx found.`);
        for (const failure of report.failures) console.log(JSON.stringify(failure));
      }
      return { rows: [], table: lines.join('\n'), load: `${perRoute} requests per route and engine`, verdicts, notes: [] };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

/** The fuzz suite in a vitest run of its own; a failing suite still writes its report. */
function runSuite(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vitest', 'run', '--project', 'api', 'apps/api/test/fuzz/fuzz.test.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', () => resolve());
  });
}
