import { randomUUID } from 'node:crypto';
import http from 'node:http';
import sharp from 'sharp';
import { timedRequest, type TimedAnswer } from '../support/http.ts';
import { noisyJpeg } from '../support/photos.ts';
import { cpuSeconds, rssBytes } from '../support/proc.ts';
import { percentile } from '../support/stats.ts';

/**
 * The load of the formulario part: what a phone uploads, sent by closed-loop clients, each
 * request a distinct complaint.
 */

/** The phone's photo: compress-image.ts resizes into 1920×1920 at quality 0.8 before queueing. */
export const PHONE_MAX_DIMENSION = 1920;
export const PHONE_QUALITY = 80;
/** Seconds of load before each measured run. */
export const FORMULARIO_WARMUP_SECONDS = 3;

/**
 * What a phone uploads: the 12 MP camera photo of the compression bench (noisy 4000×3000, quality
 * 85), resized to fit 1920×1920 and encoded at quality 0.8 as compress-image.ts has compressorjs do
 * (sharp stands in for the phone's canvas here). A higher `quality` makes the heavier photo of a
 * sharper camera, at the same size.
 */
export async function phoneJpeg(quality = PHONE_QUALITY): Promise<{ bytes: Buffer; width: number; height: number }> {
  const camera = await noisyJpeg(4000, 3000, 85);
  const { data, info } = await sharp(camera)
    .resize(PHONE_MAX_DIMENSION, PHONE_MAX_DIMENSION, { fit: 'inside' })
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

const UUID_LENGTH = 36;
const BOUNDARY = 'ReclamosBenchBoundary7MA4YWxkTrZu0gW';

/**
 * The multipart body with a COM segment right after the JPEG's SOI holding 36 placeholder bytes;
 * each request overwrites them with its Idempotency-Key, so every photo (and its SHA-256) differs.
 */
export function formularioTemplate(jpeg: Buffer): { body: Buffer; keyOffset: number } {
  const comment = Buffer.alloc(4 + UUID_LENGTH, 'x');
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(2 + UUID_LENGTH, 2);
  const photo = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]);
  const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('delito_id', '3') +
      field('placa', '2345-ABC') +
      field('direccion', 'Av. 6 de Agosto y Bolívar') +
      field('descripcion', 'El conductor cobró de más y no respetó la parada.') +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="imagen"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { body: Buffer.concat([head, photo, tail]), keyOffset: head.length + 2 + 4 };
}

export interface Template {
  body: Buffer;
  keyOffset: number;
}

/** One POST formulario with a fresh Idempotency-Key, also written into the photo's COM segment. */
export function postFormulario(url: string, agent: http.Agent, template: Template): Promise<TimedAnswer> {
  const key = randomUUID();
  const body = Buffer.from(template.body);
  body.write(key, template.keyOffset, 'latin1');
  const headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': body.length, 'idempotency-key': key };
  return timedRequest(`${url}/api/formulario`, { method: 'POST', agent, headers }, body, 30_000);
}

export interface LoopResult {
  latencies: number[];
  non2xx: Record<number, number>;
  errors: Record<string, number>;
  seconds: number;
}

/**
 * `clients` closed loops: each sends, waits for its answer, sends again until `seconds` have
 * passed; the run ends once every last answer is in, so every 2xx is a committed complaint. Each
 * client is a phone of its own, from its own loopback address (127.0.1.n): the server lets one
 * address hold only a quarter of its upload slots.
 */
export async function closedLoop(url: string, template: Template, clients: number, seconds: number): Promise<LoopResult> {
  const agents = Array.from(
    { length: clients },
    (_, n) => new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: `127.0.1.${n + 1}` }),
  );
  const result: LoopResult = { latencies: [], non2xx: {}, errors: {}, seconds: 0 };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async (agent: http.Agent) => {
    while (performance.now() < deadline) {
      try {
        const { status, ms } = await postFormulario(url, agent, template);
        if (status >= 200 && status < 300) result.latencies.push(ms);
        else result.non2xx[status] = (result.non2xx[status] ?? 0) + 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? (error as Error).message;
        result.errors[code] = (result.errors[code] ?? 0) + 1;
      }
    }
  };
  await Promise.all(agents.map(client));
  result.seconds = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  return result;
}

export interface LoadFigures {
  /** 2xx answers in the measured run. */
  ok: number;
  rps: number;
  p50: number;
  p99: number;
  /** 429 answers ("busy" or quota), not in `ok` nor in `rps`. */
  busy: number;
  /** Other non-2xx answers by status. */
  refused: Record<number, number>;
  /** Socket errors and timeouts by code. */
  errors: Record<string, number>;
  /** The server's CPU (user + system, every thread) over the measured run, per 2xx. */
  cpuMsPerUpload: number;
  peakRss: number;
  endRss: number;
}

/**
 * One server under the formulario load: a probe that must answer 201, `warmupSeconds` of load,
 * then `seconds` measured with the server's CPU time and memory read from /proc. `beforeMeasured`
 * runs between the two (counting rows, reading metrics).
 */
export async function loadServer(
  server: { url: string; pid: number | undefined },
  template: Template,
  load: { clients: number; warmupSeconds: number; seconds: number },
  beforeMeasured: () => Promise<void> = async () => {},
): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true });
  const probe = await postFormulario(server.url, agent, template);
  agent.destroy();
  if (probe.status !== 201) throw new Error(`POST formulario probe: ${probe.status} ${probe.text}`);
  await closedLoop(server.url, template, load.clients, load.warmupSeconds);
  await beforeMeasured();

  let peakRss = rssBytes(server.pid);
  const cpuBefore = cpuSeconds(server.pid);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(server.pid))), 250);
  const result = await closedLoop(server.url, template, load.clients, load.seconds);
  clearInterval(sampler);
  const cpuUsed = cpuSeconds(server.pid) - cpuBefore;
  const ok = result.latencies.length;
  const { 429: busy = 0, ...refused } = result.non2xx;
  return {
    ok,
    rps: ok / result.seconds,
    p50: percentile(result.latencies, 50),
    p99: percentile(result.latencies, 99),
    busy,
    refused,
    errors: result.errors,
    cpuMsPerUpload: (cpuUsed * 1000) / Math.max(1, ok),
    peakRss,
    endRss: rssBytes(server.pid),
  };
}
