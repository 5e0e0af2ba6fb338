import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { SeededApi } from './api-server.ts';
import type { ServerHandle } from './child-process.ts';

/** One call of a timed list: what is sent. */
export interface ListCall {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Undici's own Accept-Encoding over plain HTTP, what the list benches sent when they used fetch. */
const FETCH_ACCEPT_ENCODING = 'gzip, deflate';

/** The body as its content coding left it: decoding is the client's work, done after the timing. */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

/**
 * A JSON list answered by the real API, timed sequentially: `warmups` untimed calls, then `calls`
 * timed ones, each from the request's first byte until the last byte of its body arrives, on one
 * keep-alive connection (node:http). The client's own work stays out of the timing: decoding the
 * content coding (undici's fetch decompressed brotli inside the timed call, a few ms of this
 * process's CPU added to the server's figure) and parsing the JSON are done once, after the timed
 * calls. Decoded between them, each answer (a 0.5 MB string, ~900 objects) also left its garbage to
 * this process's collector in the middle of the next timed call.
 */
export async function timeJsonList(url: string, init: ListCall, warmups: number, calls: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'accept-encoding': FETCH_ACCEPT_ENCODING, ...init.headers };
  const call = () =>
    new Promise<{ elapsed: number; status: number; body: Buffer; encoding: string | undefined }>((resolve, reject) => {
      const started = performance.now();
      const request = http.request(url, { method: init.method ?? 'GET', headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const elapsed = performance.now() - started;
          const encoding = response.headers['content-encoding'];
          resolve({ elapsed, status: response.statusCode ?? 0, body: Buffer.concat(chunks), encoding });
        });
      });
      request.on('error', reject);
      request.end(init.body);
    });
  try {
    const times: number[] = [];
    const sizes = new Set<number>();
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < warmups + calls; i++) {
      const result = await call();
      if (result.status !== 200) {
        const text = decoded(result.body, result.encoding).toString('utf8', 0, 200);
        throw new Error(`${init.method ?? 'GET'} ${url}: ${result.status} ${text}`);
      }
      if (i < warmups) continue;
      times.push(result.elapsed);
      sizes.add(result.body.length);
      last = result;
    }
    if (!last) throw new Error(`${url}: no timed call`);
    if (sizes.size > 1) throw new Error(`${url}: answers of ${[...sizes].join(', ')} bytes to the same call`);
    const json = decoded(last.body, last.encoding);
    return { times, rows: (JSON.parse(json.toString('utf8')) as unknown[]).length, bytes: json.length };
  } finally {
    agent.destroy();
  }
}

/** `GET listInsp/{day}` through the real API: 5 untimed calls, then `calls` timed ones. */
export function timeListInsp(api: ServerHandle<SeededApi>, token: string, day: string, calls: number) {
  return timeJsonList(`${api.url}/api/listInsp/${day}`, { headers: { authorization: `Bearer ${token}` } }, 5, calls);
}
