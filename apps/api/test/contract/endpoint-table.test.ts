import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, ROUTES } from '@reclamos/shared-types/endpoint-routes';
import { ENDPOINTS } from '@reclamos/shared-types/endpoints';
import { buildTestApp, type TestApp } from '../support/test-app.ts';

// The endpoint table is the API: every route the server answers under /api is an entry of it,
// and every entry is served with its own schemas and its own guard.
describe('the endpoint table', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await buildTestApp('sqlite');
  });
  afterAll(() => test.close());

  it('is what the server registers under /api, no more and no less', async () => {
    const spec = test.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths)
      .filter(([url]) => url.startsWith(`${API_BASE}/`))
      .flatMap(([url, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${url}`))
      .sort();
    const table = Object.values(ROUTES)
      .map((route) => `${route.method} ${API_BASE}${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(served).toEqual(table);
  });

  it('documents each endpoint with its own schemas and asks for the token where a session is needed', () => {
    const spec = test.app.swagger() as { paths: Record<string, Record<string, { summary?: string; security?: unknown }>> };
    for (const [name, route] of Object.entries(ROUTES)) {
      const operation = spec.paths[`${API_BASE}${route.path.replace(/:(\w+)/g, '{$1}')}`]?.[route.method.toLowerCase()];
      expect(operation?.summary, name).toBe(ENDPOINTS[name as keyof typeof ENDPOINTS].summary);
      const needsToken = route.capability !== null && !['submitComplaint', 'verifyInspection'].includes(route.capability);
      expect(operation?.security !== undefined, `${name} security`).toBe(needsToken);
    }
  });
});
