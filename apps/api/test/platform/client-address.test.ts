import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/** TRUST_PROXY as deploy/reclamos.env.example ships it: what a production server runs with. */
function shippedTrustProxy(): string {
  const example = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../deploy/reclamos.env.example'), 'utf8');
  const value = /^TRUST_PROXY=(.*)$/m.exec(example)?.[1];
  if (value === undefined) throw new Error('deploy/reclamos.env.example sets no TRUST_PROXY');
  return value.trim();
}

/** A caller: the connection's peer and, when a proxy (or someone posing as one) adds it, X-Forwarded-For. */
interface From {
  peer: string;
  forwarded?: string;
}

const headersOf = (from: From): Record<string, string> => (from.forwarded === undefined ? {} : { 'x-forwarded-for': from.forwarded });

function login(t: TestApp, from: From, name: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: from.peer,
    headers: headersOf(from),
    payload: { name, password: 'no-es-la-clave' },
  });
}

async function upload(t: TestApp, from: From) {
  const body = await multipartBody(
    { cedula: '7100001', delito_id: '1', placa: '5555EEE' },
    { name: 'foto.jpg', type: 'image/jpeg', bytes: await jpegWithMetadata(64, 48) },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/formulario',
    remoteAddress: from.peer,
    payload: body.payload,
    headers: { ...body.headers, ...headersOf(from), 'idempotency-key': randomUUID() },
  });
}

const track = (t: TestApp, from: From) =>
  t.app.inject({ method: 'GET', url: '/api/seguimiento/ZZZZ-ZZZZ', remoteAddress: from.peer, headers: headersOf(from) });

const metrics = (t: TestApp, from: From) =>
  t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: from.peer, headers: headersOf(from) });

/** Three failed sign-ins from `callers` (one each, on three accounts), then the fourth caller's answer. */
async function fourthSignIn(t: TestApp, callers: From[], tag: string) {
  for (let i = 0; i < 3; i++) expect((await login(t, callers[i]!, `nadie-${tag}-${i}`)).statusCode).toBe(401);
  return login(t, callers[3]!, `nadie-${tag}-3`);
}

/** Two uploads from `callers`, then the third caller's answer (the quota is two an hour). */
async function thirdUpload(t: TestApp, callers: From[]) {
  for (let i = 0; i < 2; i++) expect((await upload(t, callers[i]!)).statusCode).toBe(201);
  return upload(t, callers[2]!);
}

/** Three lookups of a receipt code from `callers`, then the fourth caller's answer (the limit is three a minute). */
async function fourthLookup(t: TestApp, callers: From[]) {
  for (let i = 0; i < 3; i++) expect((await track(t, callers[i]!)).statusCode).toBe(404);
  return track(t, callers[3]!);
}

const expectSignInThrottled = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: AUTH_MSG.signIn.tooManyAttempts(15) });
};
const expectQuota = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: COMPLAINTS_MSG.server.quota(60) });
};
const expectRateLimited = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ message: MSG.http.rateLimited });
};

describe.each(engines())('the client address throttles, quotas and rate limits count (%s)', (engine) => {
  // Sign-in, uploads and metrics on one server; the public rate limit (which the upload passes
  // too) on another, so each limit is met alone.
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    const trust = { TRUST_PROXY: shippedTrustProxy() };
    t = await buildTestApp(engine, { ...trust, LOGIN_MAX_FAILURES_PER_ADDRESS: '3', FORMULARIO_MAX_PER_HOUR: '2' });
    limited = await buildTestApp(engine, { ...trust, PUBLIC_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await t?.close();
    await limited?.close();
  });

  describe('a peer that is not a trusted proxy cannot choose its address with X-Forwarded-For', () => {
    const forging = (peer: string): From[] => [1, 2, 3, 4].map((i) => ({ peer, forwarded: `198.51.100.${i}` }));

    it('the sign-in limit per address', async () => {
      expectSignInThrottled(await fourthSignIn(t, forging('203.0.113.10'), 'forged'));
    });

    it('the hourly upload quota', async () => {
      expectQuota(await thirdUpload(t, forging('203.0.113.11')));
    });

    it('the public rate limit that guards receipt codes and Open311', async () => {
      expectRateLimited(await fourthLookup(limited, forging('203.0.113.12')));
    });

    it('the metrics loopback check', async () => {
      for (const forwarded of ['127.0.0.1', '::1', '203.0.113.13, 127.0.0.1']) {
        const res = await metrics(t, { peer: '203.0.113.13', forwarded });
        expect(res.statusCode, forwarded).toBe(403);
        expect(res.json()).toEqual({ message: OPERATIONS_MSG.metricsForbidden });
      }
    });
  });

  describe('through the trusted proxy on the machine, the address it forwards is the client', () => {
    const proxied = (forwarded: string): From => ({ peer: '127.0.0.1', forwarded });
    // What nginx's $proxy_add_x_forwarded_for sends: the client's own header, then the address
    // nginx saw. Only the right-most entry, written by the trusted proxy, counts.
    const spoofing = (client: string): From[] => [1, 2, 3, 4].map((i) => proxied(`192.0.2.${i}, ${client}`));

    it('the sign-in limit per address: one client is held, another is not', async () => {
      expectSignInThrottled(await fourthSignIn(t, spoofing('198.51.100.20'), 'proxied'));
      expect((await login(t, proxied('198.51.100.21'), 'nadie-proxied-other')).statusCode).toBe(401);
    });

    it('the hourly upload quota', async () => {
      expectQuota(await thirdUpload(t, spoofing('198.51.100.30')));
      expect((await upload(t, proxied('198.51.100.31'))).statusCode).toBe(201);
    });

    it('the public rate limit', async () => {
      expectRateLimited(await fourthLookup(limited, spoofing('198.51.100.40')));
      expect((await track(limited, proxied('198.51.100.41'))).statusCode).toBe(404);
    });

    it('the metrics check: a client behind the proxy is not the machine itself', async () => {
      expect((await metrics(t, proxied('190.129.1.1'))).statusCode).toBe(403);
      expect((await metrics(t, { peer: '127.0.0.1' })).statusCode).toBe(200);
    });
  });

  describe('IPv6 callers are counted by /64, an IPv4-mapped address as its IPv4', () => {
    it('the upload quota: one /64 shares it, the next /64 has its own', async () => {
      expectQuota(
        await thirdUpload(t, [
          { peer: '2001:db8:10:1::1' },
          { peer: '2001:db8:10:1:ffff:ffff:ffff:fffe' },
          { peer: '2001:0db8:0010:0001:0:0:0:abcd' },
        ]),
      );
      expect((await upload(t, { peer: '2001:db8:10:2::1' })).statusCode).toBe(201);
    });

    it('the upload quota through the proxy, and IPv4-mapped addresses', async () => {
      expectQuota(
        await thirdUpload(t, [
          { peer: '127.0.0.1', forwarded: '2001:db8:11:1::5' },
          { peer: '2001:db8:11:1::6' },
          { peer: '2001:db8:11:1:1::7' },
        ]),
      );
      expectQuota(await thirdUpload(t, [{ peer: '192.0.2.50' }, { peer: '::ffff:192.0.2.50' }, { peer: '192.0.2.50' }]));
    });

    it('the sign-in limit per address', async () => {
      const callers = ['2001:db8:12:1::1', '2001:db8:12:1::2', '2001:db8:12:1:abcd::3', '2001:db8:12:1::4'].map((peer) => ({ peer }));
      expectSignInThrottled(await fourthSignIn(t, callers, 'v6'));
      expect((await login(t, { peer: '2001:db8:12:2::1' }, 'nadie-v6-other')).statusCode).toBe(401);
    });

    it('the public rate limit', async () => {
      const callers = ['2001:db8:13:1::1', '2001:db8:13:1::2', '2001:db8:13:1::3', '2001:db8:13:1:8000::4'].map((peer) => ({ peer }));
      expectRateLimited(await fourthLookup(limited, callers));
      expect((await track(limited, { peer: '2001:db8:13:2::1' })).statusCode).toBe(404);
    });
  });
});
