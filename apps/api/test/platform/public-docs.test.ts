import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../support/test-app.ts';

const README = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../README.md');
const METRICS_TOKEN = 'metrics-token-that-must-stay-private';

/** `METHOD /api/path` of every row of the README's API table. */
function readmeEndpoints(): string[] {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('\n## API\n'), text.indexOf('\n## ', text.indexOf('\n## API\n') + 1));
  return [...section.matchAll(/^\| `(GET|POST|PUT|DELETE) (\/api\/[^`]*)` \|/gm)].map((match) => `${match[1]} ${match[2]}`);
}

function documentedEndpoints(spec: { paths: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(spec.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
}

describe('GET /api/docs: public, and documents nothing the README does not', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { METRICS_TOKEN });
  });
  afterAll(async () => t.close());

  it('is served to anyone, without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('lists exactly the endpoints of the README, one line each', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const inReadme = readmeEndpoints();
    expect(inReadme.length).toBeGreaterThan(30);
    expect(new Set(inReadme).size).toBe(inReadme.length);
    expect(documentedEndpoints(spec).sort()).toEqual([...inReadme].sort());
  });

  it('names no server address and carries no configuration value', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const spec = res.json();
    expect(spec.servers).toBeUndefined();
    for (const secret of [METRICS_TOKEN, ADMIN_PASSWORD, t.config.dataDir]) expect(res.body).not.toContain(secret);
  });
});
