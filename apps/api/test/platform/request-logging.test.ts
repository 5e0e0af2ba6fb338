import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverOptions } from '../../src/server-options.ts';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';

interface LogLine {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
  err?: { message: string };
}

const PINO = { debug: 20, info: 30, warn: 40, error: 50 };
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Starts a test app built by `npm start`'s own option code, its log lines read from `logs`. */
async function loggedApp(engine: Parameters<typeof buildTestApp>[0], env: Record<string, string>, logs: LogLine[]): Promise<TestApp> {
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) };
  return buildTestApp(engine, env, (config) => serverOptions(config, stream));
}

const about = (logs: LogLine[], url: string) => logs.filter((line) => line.req?.url === url || line.msg.includes(url));

/**
 * At the default level a successful, quick request leaves no line (they cost GET me a large share
 * of its time), while refusals, server errors and slow requests still do, with the request they
 * answered.
 */
describe.each(engines())('request logging as npm start configures it (%s)', (engine) => {
  let t: TestApp;
  let token: string;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    t = await loggedApp(engine, {}, logs);
    token = await adminToken(t.app);
  });
  afterAll(async () => t.close());
  beforeEach(() => void logs.splice(0));

  it('logs at the configured level (info by default) and nothing for a quick successful GET me', async () => {
    expect(t.app.log.level).toBe('info');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(about(logs, '/api/me')).toEqual([]);
  });

  it('logs a refused request (4xx) at info with its method, URL and status', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer('not-a-token') });
    expect(me.statusCode).toBe(401);
    const lines = about(logs, '/api/me');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: PINO.info,
      msg: 'request refused',
      req: { method: 'GET', url: '/api/me' },
      res: { statusCode: 401 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    expect(about(logs, '/api/no-such-route')).toMatchObject([{ level: PINO.info, res: { statusCode: 404 } }]);
  });

  it('logs a server error (5xx) at error, with the error itself', async () => {
    // The catalogue's table gone: the route's query fails, as a fault of ours would.
    await t.app.db.schema.renameTable('delitos', 'delitos_gone');
    try {
      const answer = await t.app.inject({ method: 'GET', url: '/api/delito' });
      expect(answer.statusCode).toBe(500);
    } finally {
      await t.app.db.schema.renameTable('delitos_gone', 'delitos');
    }
    const errors = logs.filter((line) => line.level >= PINO.error);
    expect(errors.map((line) => line.msg)).toEqual(['unhandled error', 'request failed']);
    expect(errors[0]?.err?.message).toBeTruthy();
    expect(errors[1]).toMatchObject({ req: { method: 'GET', url: '/api/delito' }, res: { statusCode: 500 } });
  });
});

describe.each(engines())('slow requests and LOG_LEVEL=debug (%s)', (engine) => {
  let slow: TestApp;
  let verbose: TestApp;
  const slowLogs: LogLine[] = [];
  const verboseLogs: LogLine[] = [];

  beforeAll(async () => {
    slow = await loggedApp(engine, { LOG_SLOW_REQUEST_MS: '0' }, slowLogs);
    verbose = await loggedApp(engine, { LOG_LEVEL: 'debug' }, verboseLogs);
  });
  afterAll(async () => Promise.all([slow.close(), verbose.close()]));

  it('logs a successful request slower than LOG_SLOW_REQUEST_MS at warn', async () => {
    expect((await slow.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(about(slowLogs, '/api/health')).toMatchObject([{ level: PINO.warn, msg: 'slow request', res: { statusCode: 200 } }]);
  });

  it('logs every request, coming and done, at debug', async () => {
    expect((await verbose.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const lines = verboseLogs.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [PINO.debug, 'incoming request'],
      [PINO.debug, 'request completed'],
    ]);
  });
});

describe('the options npm start builds the app with', () => {
  const source = (file: string) => fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');

  it('are the ones the benches build their API child with', () => {
    // server.ts (npm start) and the benches' API child both build the app with serverOptions.
    const call = 'buildApp(config, serverOptions(config))';
    expect(source('apps/api/src/server.ts')).toContain(call);
    const bench = source('scripts/bench/api-server.ts');
    expect(bench).toContain(call);
    expect(bench).not.toMatch(/logger:\s*false/);
  });
});
