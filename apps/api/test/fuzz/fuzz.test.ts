import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@reclamos/shared-types/endpoint-routes';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { fuzzWith } from './callers.ts';

/**
 * 200 generated requests per route and engine in `npm test`; `npm run bench -- fuzz` runs this
 * file with more (FUZZ_PER_ROUTE, FUZZ_SEED) and reads its report (FUZZ_REPORT_FILE, one JSON
 * line per engine).
 */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 1);
/** About 3 ms a request on a 2-core runner, with room for a loaded one. */
const TIMEOUT_MS = Math.max(120_000, PER_ROUTE * 60 * 10);

/** Every endpoint of the contract as the OpenAPI document names it ('GET /api/reclamo/{id}'). */
const CONTRACT_ROUTES = Object.values(ROUTES)
  .map((route) => `${route.method} ${API_BASE}${route.path.replace(/:(\w+)/g, '{$1}')}`)
  .sort();

/** Tables a request writes, among them the ones a fixed list once left out (audit, catalogue, lists, sessions, positions). */
const WRITTEN_TABLES = [
  'users',
  'sessions',
  'reclamos',
  'blobs',
  'personas',
  'vehiculos',
  'delitos',
  'inspecciones',
  'propietarios',
  'tipos_vehiculo',
  'marcas',
  'modelos',
  'lineas',
  'positions',
  'position_history',
  'reclamo_estados',
  'reclamo_notas',
  'auditoria',
  'push_subscriptions',
];

describe.each(engines())('fuzz: every route, every kind of caller (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t.close());

  it(
    `answers ${PER_ROUTE} hostile requests per route with no 5xx, a Spanish {message} on every 4xx and no row from a refused one`,
    { timeout: TIMEOUT_MS },
    async () => {
      const started = performance.now();
      const report = await fuzzWith(t, PER_ROUTE, SEED);
      const seconds = (performance.now() - started) / 1000;
      const { routes, tried, serverErrors, failures } = report;
      if (process.env.FUZZ_REPORT_FILE) {
        appendFileSync(
          process.env.FUZZ_REPORT_FILE,
          `${JSON.stringify({ engine, seed: SEED, routes, tried, serverErrors, failures: failures.slice(0, 20), seconds })}\n`,
        );
      }
      console.log(
        `fuzz ${engine}: ${report.tried} requests over ${report.routes} routes, ${report.serverErrors} 5xx, ${report.failures.length} failures`,
      );
      if (process.env.FUZZ_TIMES) console.log(report.msPerRoute);
      // Every route of the contract's endpoint table was fuzzed, and no other.
      expect([...report.fuzzed].sort()).toEqual(CONTRACT_ROUTES);
      // The refused-request check watched every table of the schema, knex's own apart.
      expect(report.tables).toEqual(expect.arrayContaining(WRITTEN_TABLES));
      expect(report.tables.filter((table) => table.startsWith('knex_'))).toEqual([]);
      expect(report.failures.slice(0, 10)).toEqual([]);
    },
  );
});
