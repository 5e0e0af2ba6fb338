import { createECDH, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startApi, type RunningApi } from '../support/api-process.ts';
import { fileComplaint, json, signInAdmin } from './support/api-calls.ts';
import type { Bench, BenchResult } from './report.ts';
import { envPositiveInteger } from './support/env.ts';
import { fixed } from './support/format.ts';
import { startHealthProbe } from './support/health-probe.ts';
import { noisyJpeg } from './support/photos.ts';
import { maxOf, percentile } from './support/stats.ts';

/**
 * Web Push fan-out: BENCH_PUSH_SUBSCRIPTIONS (default 10,000) phones follow one complaint, whose
 * state a staff member changes once; then the same number spread over BENCH_PUSH_BULK (default
 * 200) complaints moved by one bulk change. The API (started as `npm start` runs it) posts every
 * encrypted message to a local push receiver that answers 201 at once; a separate process asks
 * `GET /api/me` every 10 ms meanwhile. Reported: the staff call's own time, the time until the
 * receiver had every message, the messages per second and `GET me`'s p99 and maximum, beside the
 * same probe with the server idle.
 */
const PASSWORD = 'clave-de-prueba-bench';
/** `GET me` p99 while pushes fan out (it must stay a staff call's usual time). */
const ME_P99_TARGET_MS = 50;
/** Subscriptions registered at once (the public route, one HTTP call each). */
const REGISTER_CONCURRENCY = 16;

/** `count` phones following `codigo`, registered through the public route as phones would. */
async function follow(api: RunningApi, codigo: string, count: number, origin: string): Promise<void> {
  // One key pair for all: the server encrypts each message anew whatever the phone's key.
  const p256dh = createECDH('prime256v1').generateKeys().toString('base64url');
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const body = {
        endpoint: `${origin}/push/${randomBytes(12).toString('hex')}`,
        keys: { p256dh, auth: randomBytes(16).toString('base64url') },
      };
      await json(
        await fetch(`${api.baseURL}/api/seguimiento/${codigo}/suscripcion`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: REGISTER_CONCURRENCY }, worker));
}

/** A push service on loopback that answers 201 to every message and tells when `expected` arrived. */
async function startReceiver() {
  let received = 0;
  let target = Infinity;
  let reached: (() => void) | null = null;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(201).end();
      received += 1;
      if (received >= target && reached) reached();
    });
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    /** Resolves when `count` more messages arrived (or after `timeoutMs`), with how many did. */
    expect(count: number, timeoutMs: number): Promise<number> {
      const start = received;
      target = start + count;
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(received - start), timeoutMs);
        reached = () => {
          clearTimeout(timer);
          resolve(received - start);
        };
      });
    },
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

interface Run {
  label: string;
  answerMs: number;
  delivered: number;
  expected: number;
  seconds: number;
  p99: number;
  max: number;
  checks: number;
}

async function timed(
  label: string,
  api: RunningApi,
  token: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  expected: number,
  change: () => Promise<Response>,
): Promise<Run> {
  const probe = await startHealthProbe(api.baseURL, { path: '/api/me', token });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const arrived = receiver.expect(expected, 600_000);
  const started = performance.now();
  await json(await change());
  const answerMs = performance.now() - started;
  const delivered = await arrived;
  const seconds = (performance.now() - started) / 1000;
  const { latencies } = await probe.stop();
  return { label, answerMs, delivered, expected, seconds, p99: percentile(latencies, 99), max: maxOf(latencies), checks: latencies.length };
}

export const pushFanoutBench: Bench = {
  name: 'push-fanout',
  heading: '## Web Push fan-out',
  setup:
    'One state change of a complaint 10,000 phones follow, then one bulk change of 200 complaints followed by 50 phones each, against an API started as `npm start` runs it; every message encrypted (aes128gcm, VAPID) and posted to a local receiver answering 201; `GET /api/me` asked every 10 ms by a separate process.',
  async run(): Promise<BenchResult> {
    const total = envPositiveInteger('BENCH_PUSH_SUBSCRIPTIONS', 10_000);
    const bulk = Math.min(envPositiveInteger('BENCH_PUSH_BULK', 200), total);
    const perComplaint = Math.max(1, Math.floor(total / bulk));
    const receiver = await startReceiver();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-push-'));
    const api = await startApi(dataDir, PASSWORD, {
      LOG_LEVEL: 'error',
      PUSH_ALLOWED_ENDPOINTS: receiver.origin,
      PUSH_MAX_PER_CODE: String(total),
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
      FORMULARIO_MAX_PER_HOUR: '1000000',
    });
    const runs: Run[] = [];
    try {
      const token = await signInAdmin(api, PASSWORD);
      const photo = await noisyJpeg(64, 48, 80);

      const idleProbe = await startHealthProbe(api.baseURL, { path: '/api/me', token });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const idle = await idleProbe.stop();

      console.log(`Registering ${total} subscriptions on one complaint…`);
      const one = await fileComplaint(api, photo, 'Bench de avisos');
      await follow(api, one.codigo, total, receiver.origin);
      runs.push(
        await timed(`one change, ${total} phones`, api, token, receiver, total, () =>
          fetch(`${api.baseURL}/api/estadoReclamo/${one.id}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ estado: 'EN REVISION' }),
          }),
        ),
      );

      console.log(`Registering ${perComplaint} subscriptions on each of ${bulk} complaints…`);
      const many: number[] = [];
      for (let i = 0; i < bulk; i++) {
        const complaint = await fileComplaint(api, photo, 'Bench de avisos');
        await follow(api, complaint.codigo, perComplaint, receiver.origin);
        many.push(complaint.id);
      }
      runs.push(
        await timed(`bulk change of ${bulk}, ${perComplaint} phones each`, api, token, receiver, bulk * perComplaint, () =>
          fetch(`${api.baseURL}/api/estadoReclamos`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ ids: many, estado: 'EN REVISION' }),
          }),
        ),
      );

      const lines = [
        '| change | staff answer ms | messages delivered | fan-out s | messages/s | GET me p99 ms | GET me max ms | checks |',
        '|---|---|---|---|---|---|---|---|',
        `| (none: 2 s idle) | — | — | — | — | ${fixed(percentile(idle.latencies, 99), 1)} | ${fixed(maxOf(idle.latencies), 1)} | ${idle.latencies.length} |`,
        ...runs.map(
          (r) =>
            `| ${r.label} | ${fixed(r.answerMs, 0)} | ${r.delivered} / ${r.expected} | ${fixed(r.seconds, 2)} | ${fixed(r.delivered / r.seconds, 0)} | ${fixed(r.p99, 1)} | ${fixed(r.max, 1)} | ${r.checks} |`,
        ),
      ];
      const verdicts = runs.map((r) => {
        const ok = r.delivered === r.expected && r.p99 <= ME_P99_TARGET_MS;
        return `${ok ? 'PASS' : 'FAIL'} ${r.label}: ${r.delivered}/${r.expected} messages in ${fixed(r.seconds, 2)} s, staff answer ${fixed(r.answerMs, 0)} ms, GET me p99 ${fixed(r.p99, 1)} ms (target ≤ ${ME_P99_TARGET_MS} ms).`;
      });
      return {
        rows: [],
        table: lines.join('\n'),
        load: "one state change at a time; the receiver answers at once, so the time is the server's own (encryption, VAPID signature, HTTP)",
        verdicts,
        notes: [
          "Each message is encrypted for its phone and signed (VAPID JWT, ES256) one by one: the fan-out is CPU work on the API's event loop, interleaved with requests by 32 posts in flight. A real push service adds its own round trip per message, which overlaps.",
        ],
      };
    } finally {
      await api.stop();
      await receiver.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
