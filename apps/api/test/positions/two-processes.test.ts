import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@reclamos/shared-types/auth/schemas';
import type { PositionList } from '@reclamos/shared-types/positions/schemas';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { ADMIN_PASSWORD, throwawayDatabase, type ThrowawayDatabase } from '../support/test-app.ts';
import { connect, eventually, oruro, report, type Connected } from './support.ts';

/**
 * Scale-out (docs/deploy.md): two real API processes on one PostgreSQL database and one Redis. A
 * report to process A reaches a viewer connected to process B, and a sign-out on A closes the
 * user's sockets on B. Needs TEST_DATABASE_URL; Redis from TEST_REDIS_URL or the loopback default.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Api {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function startApi(name: string, env: Record<string, string>): Promise<Api> {
  const port = await freePort();
  const logFile = path.join(env.DATA_DIR ?? '/tmp', `api-${name}.log`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = createWriteStream(logFile);
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const url = `http://127.0.0.1:${port}`;
  // Two processes compile and boot at once beside the other test workers: on a loaded 2-core
  // runner that took over 45 s once, so the bound is generous (it only limits a broken start).
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { url, stop: () => stopChild(child) };
    // Paces this bounded poll for the health answer (it gives up at the deadline).
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stopChild(child);
  throw new Error(`API ${name} did not answer within 100 s; see ${logFile}`);
}

async function call<T>(api: Api, method: string, route: string, token: string | null, body?: object): Promise<T> {
  const res = await fetch(`${api.url}/api/${route}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two API processes through Redis', () => {
  let database: ThrowawayDatabase;
  let a: Api;
  let b: Api;
  let admin: string;
  const sockets: Connected[] = [];

  beforeAll(async () => {
    database = await throwawayDatabase('postgres');
    const env = {
      ...database.env,
      REDIS_URL,
      REDIS_PREFIX: `test-${randomBytes(4).toString('hex')}`,
      ADMIN_PASSWORD,
      PASSWORD_HASH_COST: '10',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '6',
      STATIC_DIR: path.join(database.env.DATA_DIR ?? '/tmp', 'no-pwa'),
    };
    // Both at once on a brand-new database: one migrates and creates the administrator, the other waits.
    [a, b] = await Promise.all([startApi('a', env), startApi('b', env)]);
    admin = (await call<LoginResponse>(a, 'POST', 'login', null, { name: 'admin', password: ADMIN_PASSWORD })).token;
  }, 150_000);

  afterAll(async () => {
    for (const { socket } of sockets) socket.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  async function signIn(api: Api, rol: string, name: string) {
    const user = await call<PublicUser>(a, 'POST', 'user', admin, {
      nombre: `Persona ${name}`,
      name,
      email: `${name}@atm.gob.bo`,
      rol,
      password: 'clave-segura-1',
    });
    const { token } = await call<LoginResponse>(api, 'POST', 'login', null, { name, password: 'clave-segura-1' });
    return { user, token };
  }

  async function connected(api: Api, token: string) {
    const c = await connect(api.url, token);
    sockets.push(c);
    return c;
  }

  it('a report to process A reaches a viewer on process B; signing out on A removes the marker and closes sockets on B', async () => {
    const viewer = await connected(b, (await signIn(b, 'USUARIO', 'supervisora')).token);
    const inspector = await signIn(a, 'INSPECTOR', 'inspector');
    const onA = await connected(a, inspector.token);
    const onB = await connected(b, inspector.token);

    expect(await report(onA.socket, oruro(1))).toEqual({ ok: true });
    await eventually(() =>
      expect(viewer.updates).toEqual([{ id: inspector.user.id, nombre: inspector.user.nombre, lat: oruro(1).lat, lng: oruro(1).lng }]),
    );
    expect((await call<PositionList>(b, 'GET', 'listPosicion', admin)).map((p) => p.id)).toEqual([inspector.user.id]);

    // The throttle holds across processes: the same user reporting through B at once is refused.
    expect(await report(onB.socket, oruro(2))).toMatchObject({ ok: false, reason: 'throttled' });

    await call(a, 'POST', 'logout', inspector.token);
    await eventually(() => expect(viewer.updates.at(-1)).toEqual({ id: inspector.user.id, nombre: inspector.user.nombre, lat: 0, lng: 0 }));
    await eventually(() => expect(onB.socket.connected).toBe(false));
    await eventually(() => expect(onA.socket.connected).toBe(false));
  }, 30_000);

  it('counts failed sign-ins and public-route requests in Redis, across both processes', async () => {
    const attempt = (api: Api) =>
      fetch(`${api.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'nadie', password: 'equivocada' }),
      }).then((res) => res.status);
    expect([await attempt(a), await attempt(b), await attempt(a)]).toEqual([401, 401, 401]);
    expect(await attempt(b)).toBe(429);

    const delito = (api: Api) => fetch(`${api.url}/api/delito`).then((res) => res.status);
    const statuses = [];
    for (const api of [a, b, a, b, a, b]) statuses.push(await delito(api));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await delito(a)).toBe(429);
    expect(await delito(b)).toBe(429);
  });
});
