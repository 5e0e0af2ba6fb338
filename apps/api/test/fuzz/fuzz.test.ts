import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { fuzzWith } from './callers.ts';

/** 200 generated requests per route and engine in `npm test`; `npm run bench -- fuzz` runs more. */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 200);

describe.each(engines())('fuzz: every route, every kind of caller (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t.close());

  it(
    `answers ${PER_ROUTE} hostile requests per route with no 5xx, a Spanish {message} on every 4xx and no row from a refused one`,
    { timeout: 120_000 },
    async () => {
      const report = await fuzzWith(t, PER_ROUTE, 1);
      console.log(
        `fuzz ${engine}: ${report.tried} requests over ${report.routes} routes, ${report.serverErrors} 5xx, ${report.failures.length} failures`,
      );
      if (process.env.FUZZ_TIMES) console.log(report.msPerRoute);
      expect(report.routes).toBeGreaterThanOrEqual(25);
      expect(report.failures.slice(0, 10)).toEqual([]);
    },
  );
});
