import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, buildTestApp, type TestApp } from '../support/test-app.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

function attempt(t: TestApp, ip: string, name: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/login', remoteAddress: ip, payload: { name, password } });
}

describe('login throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', {
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '6',
      LOGIN_WINDOW_MINUTES: '15',
    });
  });
  afterAll(async () => t.close());

  it('blocks an account from one address after its failures, with Retry-After and a Spanish message', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(t, '10.0.0.1', 'admin', 'mala-clave')).statusCode).toBe(401);
    const blocked = await attempt(t, '10.0.0.1', 'admin', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({ message: AUTH_MSG.signIn.tooManyAttempts(15) });
  });

  it('slows the account for anyone at another address by a second, and locks it for nobody', async () => {
    const slowed = await attempt(t, '10.0.0.2', 'admin', ADMIN_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toEqual({ message: AUTH_MSG.signIn.tooManyAttempts(1) });
    await sleep(1100);
    expect((await attempt(t, '10.0.0.2', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('blocks an address that fails across many accounts', async () => {
    for (let i = 0; i < 6; i++) expect((await attempt(t, '10.0.0.3', `cuenta${i}`, 'mala-clave')).statusCode).toBe(401);
    const blocked = await attempt(t, '10.0.0.3', 'admin', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(t, '10.0.0.4', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('forgets the account failures after a successful sign-in', async () => {
    for (let i = 0; i < 2; i++) await attempt(t, '10.0.0.5', 'admin', 'mala-clave');
    expect((await attempt(t, '10.0.0.5', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(t, '10.0.0.5', 'admin', 'mala-clave')).statusCode).toBe(401);
    expect((await attempt(t, '10.0.0.5', 'admin', ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('login timing', () => {
  let t: TestApp;
  // A hash cost high enough that skipping the hash would show plainly.
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { PASSWORD_HASH_COST: '14' });
  });
  afterAll(async () => t.close());

  async function timeMs(name: string): Promise<number> {
    const start = performance.now();
    await attempt(t, '10.1.0.1', name, 'mala-clave-123');
    return performance.now() - start;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  it('spends as long on an unknown account as on a wrong password', async () => {
    await timeMs('admin');
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a burst of load elsewhere on the machine hits both alike.
    for (let i = 0; i < 9; i++) {
      known.push(await timeMs('admin'));
      unknown.push(await timeMs(`no-existe-${i}`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});
