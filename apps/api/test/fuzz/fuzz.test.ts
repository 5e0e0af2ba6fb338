import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, createUser, login } from '../support/session.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { fuzzApp } from './run.ts';

/** 200 generated requests per route and engine in `npm test`; `npm run bench -- fuzz` runs more. */
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? 200);

describe.each(engines())('fuzz: every route, every kind of caller (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine, { PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000' });
  });
  afterAll(async () => t.close());

  it(`answers ${PER_ROUTE} hostile requests per route with no 5xx, a Spanish {message} on every 4xx and no row from a refused one`, { timeout: 120_000 }, async () => {
    const report = await fuzzWith(t, PER_ROUTE, 1);
    console.log(`fuzz ${engine}: ${report.tried} requests over ${report.routes} routes, ${report.serverErrors} 5xx, ${report.failures.length} failures`);
    expect(report.routes).toBeGreaterThanOrEqual(25);
    expect(report.failures.slice(0, 10)).toEqual([]);
  });
});

/** The callers: anonymous and one of each role, signed in again before each route (a fuzzed logout may end a session). */
export async function fuzzWith(t: TestApp, perRoute: number, seed: number) {
  const admin = await adminToken(t.app);
  const users = await Promise.all((['ADMINISTRADOR', 'USUARIO', 'INSPECTOR', 'CHOFER'] as const).map((rol) => createUser(t.app, admin, rol)));
  const victim = await createUser(t.app, admin, 'CHOFER');
  const photo = await jpegWithMetadata(64, 48);
  return fuzzApp(t.app, {
    perRoute,
    seed,
    photo,
    ids: [1, victim.id, 999999],
    callers: async () => {
      const tokens: Record<string, string | null> = { anónimo: null, principal: await adminToken(t.app) };
      for (const user of users) tokens[user.rol] = (await login(t.app, user.name, user.password)).token;
      return tokens;
    },
  });
}
