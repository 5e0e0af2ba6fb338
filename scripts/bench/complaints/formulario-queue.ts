import http from 'node:http';
import { DEFAULT_MAX_CONCURRENT_UPLOADS } from '../../../apps/api/src/config.ts';
import type { SeededApi } from '../api-server.ts';
import { cpuProfileArgs, startServer } from '../child-process.ts';
import { envNumber } from '../support/env.ts';
import { fixed, kB } from '../support/format.ts';
import { timedRequest } from '../support/http.ts';
import type { Line } from '../support/lines.ts';
import { FORMULARIO_WARMUP_SECONDS, formularioTemplate, loadServer, phoneJpeg } from './formulario-load.ts';

/**
 * More phones than upload slots: 20 clients on the default 16 slots, each sending a heavier photo
 * (~700 kB, a sharper phone's). The uploads past the cap must wait in the bounded queue
 * (upload-slots.ts) and never be turned away with 429: a phone on a slow network would send its
 * photo a second time.
 */
const QUEUE_CLIENTS = 20;
/** The phone photo of formulario-load.ts encoded at quality 0.88 instead of 0.8: ~730 kB at 1920×1440. */
const QUEUE_PHOTO_QUALITY = 88;
/** How often the queue's length is read from /api/metrics during the measured run. */
const QUEUE_SAMPLE_MS = 250;

interface QueueWaits {
  count: number;
  sumSeconds: number;
  /** Uploads that waited at most 10 ms (the histogram's first bucket): in effect, not at all. */
  underTenMs: number;
}

async function metricsText(url: string, agent: http.Agent): Promise<string> {
  const answer = await timedRequest(`${url}/api/metrics`, { agent }, undefined, 5000);
  if (answer.status !== 200) throw new Error(`GET metrics: ${answer.status}`);
  return answer.text;
}

function metric(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
}

function queueWaits(text: string): QueueWaits {
  return {
    count: metric(text, 'reclamos_upload_queue_wait_seconds_count'),
    sumSeconds: metric(text, 'reclamos_upload_queue_wait_seconds_sum'),
    underTenMs: metric(text, 'reclamos_upload_queue_wait_seconds_bucket{le="0.01"}'),
  };
}

export async function formularioQueuePart(dataDir: string, lines: Line[], notes: string[]): Promise<void> {
  const seconds = envNumber('BENCH_FORMULARIO_SECONDS', 30);
  const phone = await phoneJpeg(QUEUE_PHOTO_QUALITY);
  const template = formularioTemplate(phone.bytes);
  const api = await startServer<SeededApi>(
    'api-server.ts',
    { BENCH_DATA_DIR: dataDir, BENCH_USERS: '1', BENCH_PUBLIC_RATE_LIMIT: '1000000' },
    cpuProfileArgs(),
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let maxQueued = 0;
  let sampler: NodeJS.Timeout | undefined;
  let waitsBefore: QueueWaits | undefined;
  try {
    console.log(
      `POST formulario queue: ${kB(phone.bytes.length)} JPEG, ${QUEUE_CLIENTS} clients on ${DEFAULT_MAX_CONCURRENT_UPLOADS} slots, ${seconds} s measured…`,
    );
    const run = await loadServer(api, template, { clients: QUEUE_CLIENTS, warmupSeconds: FORMULARIO_WARMUP_SECONDS, seconds }, async () => {
      waitsBefore = queueWaits(await metricsText(api.url, agent));
      sampler = setInterval(() => {
        metricsText(api.url, agent).then(
          (text) => (maxQueued = Math.max(maxQueued, metric(text, 'reclamos_upload_queue_length'))),
          () => undefined,
        );
      }, QUEUE_SAMPLE_MS);
    });
    clearInterval(sampler);
    const after = queueWaits(await metricsText(api.url, agent));
    const before = waitsBefore ?? { count: 0, sumSeconds: 0, underTenMs: 0 };
    const waits = after.count - before.count;
    const waited = waits - (after.underTenMs - before.underTenMs);
    const meanWaitMs = ((after.sumSeconds - before.sumSeconds) * 1000) / Math.max(1, waits);
    const otherNon2xx = Object.values(run.refused).reduce((sum, n) => sum + n, 0);
    const socketErrors = Object.values(run.errors).reduce((sum, n) => sum + n, 0);
    const load = `${kB(template.body.length)} multipart, ${QUEUE_CLIENTS} clients on ${DEFAULT_MAX_CONCURRENT_UPLOADS} upload slots, sqlite, ${seconds} s`;
    lines.push(
      {
        item: `POST formulario past the cap (${load}): answered 429`,
        figure: String(run.busy),
        target: '0',
        met: run.busy === 0,
      },
      {
        item: '  the same run: uploads, latency and the queue',
        figure:
          `${fixed(run.rps, 1)} req/s, p99 ${fixed(run.p99, 0)} ms; queue at most ${fixed(maxQueued, 0)} (read every ${QUEUE_SAMPLE_MS} ms); ` +
          `${waited} of ${waits} uploads waited over 10 ms for a slot, mean wait ${fixed(meanWaitMs, 0)} ms`,
        target: '',
        met: null,
      },
      {
        item: '  the same run: errors (non-2xx other than 429 + socket errors/timeouts)',
        figure: `${otherNon2xx} + ${socketErrors}${otherNon2xx + socketErrors > 0 ? ` ${JSON.stringify({ ...run.refused, ...run.errors })}` : ''}`,
        target: '0',
        met: otherNon2xx + socketErrors === 0,
      },
    );
    notes.push(
      `POST formulario past the cap: ${QUEUE_CLIENTS} closed-loop clients (each from its own loopback address) against the API on SQLite with its default ` +
        `${DEFAULT_MAX_CONCURRENT_UPLOADS} upload slots and queue (FORMULARIO_MAX_QUEUED_UPLOADS, FORMULARIO_QUEUE_SECONDS), each sending a ${kB(phone.bytes.length)} ` +
        `${phone.width}×${phone.height} JPEG (the phone photo above encoded at quality ${QUEUE_PHOTO_QUALITY / 100}), after a ${FORMULARIO_WARMUP_SECONDS} s warm-up. ` +
        'An upload past the cap waits for a slot; the target is that none is turned away with 429. The queue length is the gauge reclamos_upload_queue_length ' +
        `read from /api/metrics every ${QUEUE_SAMPLE_MS} ms (a peak between two reads is not seen); the waits are the histogram reclamos_upload_queue_wait_seconds ` +
        'over the measured run.',
    );
  } finally {
    clearInterval(sampler);
    agent.destroy();
    await api.stop();
  }
}
