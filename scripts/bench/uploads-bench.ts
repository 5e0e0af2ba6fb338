import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SeededApi } from './api-server.ts';
import { startServer } from './child-process.ts';
import type { Bench, BenchResult } from './report.ts';
import { envNumber } from './support/env.ts';
import { rssBytes } from './support/proc.ts';

/**
 * Memory under a burst of large public uploads: N clients each send one complaint of about S MB at
 * once, with the upload cap as configured (default 16 read at once) and with the cap opened wide
 * (today's behaviour before the cap). The photo is a small JPEG padded to S MB after its end
 * marker, so the figure is the cost of reading bodies, not of decoding pixels. BENCH_UPLOADS
 * (default 50) and BENCH_UPLOAD_MB (default 8) size it.
 */
async function multipart(megabytes: number): Promise<{ body: Buffer; type: string }> {
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 20, b: 20 } } })
    .jpeg()
    .toBuffer();
  const photo = Buffer.concat([jpeg, Buffer.alloc(Math.max(0, Math.floor(megabytes * 1024 * 1024) - jpeg.length - 4096))]);
  const form = new FormData();
  for (const [name, value] of Object.entries({ cedula: '7200001', delito_id: '1', placa: '6666FFF' })) form.append(name, value);
  form.append('imagen', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

function post(url: string, payload: { body: Buffer; type: string }): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(`${url}/api/formulario`, {
      method: 'POST',
      headers: { 'content-type': payload.type, 'content-length': payload.body.length, 'idempotency-key': randomUUID() },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', () => resolve(0));
    request.end(payload.body);
  });
}

async function burst(cap: string, clients: number, payload: { body: Buffer; type: string }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-uploads-'));
  const api = await startServer<SeededApi>('api-server.ts', {
    BENCH_DATA_DIR: dataDir,
    BENCH_USERS: '1',
    BENCH_PUBLIC_RATE_LIMIT: '1000000',
    BENCH_MAX_CONCURRENT_UPLOADS: cap,
  });
  try {
    const idle = rssBytes(api.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(api.pid))), 20);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: clients }, () => post(api.url, payload)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    return { idle, peak, seconds, accepted: count(201), busy: count(429), other: statuses.length - count(201) - count(429) };
  } finally {
    await api.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export const uploadsBench: Bench = {
  name: 'uploads',
  heading: '## Upload burst memory',
  setup: 'N concurrent public uploads of S MB each against a fresh API child; peak RSS of the child sampled every 20 ms.',
  async run(): Promise<BenchResult> {
    const clients = Math.round(envNumber('BENCH_UPLOADS', 50));
    const megabytes = envNumber('BENCH_UPLOAD_MB', 8);
    const payload = await multipart(megabytes);
    const lines = ['| upload cap | idle RSS | peak RSS | 201 | 429 | other | seconds |', '|---|---|---|---|---|---|---|'];
    const verdicts: string[] = [];
    for (const cap of ['16', '1000']) {
      console.log(`${clients} uploads of ${megabytes} MB at once, cap ${cap}…`);
      const r = await burst(cap, clients, payload);
      lines.push(`| ${cap} | ${mb(r.idle)} | ${mb(r.peak)} | ${r.accepted} | ${r.busy} | ${r.other} | ${r.seconds.toFixed(1)} |`);
      verdicts.push(`cap ${cap}: peak RSS ${mb(r.peak)} (idle ${mb(r.idle)}), ${r.accepted} accepted, ${r.busy} answered 429.`);
    }
    return { rows: [], table: lines.join('\n'), load: `${clients} × ${megabytes} MB uploads at once`, verdicts, notes: [] };
  },
};
