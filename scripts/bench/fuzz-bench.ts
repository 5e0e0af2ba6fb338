import { buildTestApp, type Engine } from '../../apps/api/test/support/test-app.ts';
import { fuzzWith } from '../../apps/api/test/fuzz/callers.ts';
import type { Bench, BenchResult } from './report.ts';

/**
 * The API fuzz suite at length (issue 12): BENCH_FUZZ_PER_ROUTE requests per route (default 2000)
 * on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set; prints inputs tried and 5xx found.
 */
export const fuzzBench: Bench = {
  name: 'fuzz',
  heading: '## API fuzz',
  setup: "Hostile requests generated from the running app's route schemas, sent as every kind of caller (apps/api/test/fuzz).",
  async run(): Promise<BenchResult> {
    const perRoute = Number(process.env.BENCH_FUZZ_PER_ROUTE ?? 2000);
    const seed = Number(process.env.BENCH_FUZZ_SEED ?? Date.now() % 100000);
    const engines: Engine[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
    const lines = ['| engine | routes | inputs tried | 5xx | other failures | seconds |', '|---|---|---|---|---|---|'];
    const verdicts: string[] = [];
    for (const engine of engines) {
      const t = await buildTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
      try {
        const started = performance.now();
        const report = await fuzzWith(t, perRoute, seed);
        const seconds = (performance.now() - started) / 1000;
        lines.push(
          `| ${engine} | ${report.routes} | ${report.tried} | ${report.serverErrors} | ${report.failures.length - report.serverErrors} | ${seconds.toFixed(0)} |`,
        );
        verdicts.push(`${engine}: ${report.tried} inputs tried (seed ${seed}), ${report.serverErrors} 5xx found.`);
        for (const failure of report.failures.slice(0, 20)) console.log(JSON.stringify(failure));
      } finally {
        await t.close();
      }
    }
    return { rows: [], table: lines.join('\n'), load: `${perRoute} requests per route and engine`, verdicts, notes: [] };
  },
};
