import type { SeededApi } from './api-server.ts';
import type { ServerHandle } from './child-process.ts';

/**
 * A JSON list answered by the real API, timed sequentially: `warmups` untimed calls, then `calls`
 * timed ones, each until the last byte of its body arrives. Decoding is the client's work and is
 * done once, after the timed calls: decoded between them, each answer (a 0.5 MB string, ~900
 * objects) left its garbage to this process's collector in the middle of the next timed call,
 * which then measured the bench's own pauses rather than the server.
 */
export async function timeJsonList(url: string, init: RequestInit, warmups: number, calls: number) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, init);
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body.toString('utf8', 0, 200)}`);
    return { elapsed, body };
  };
  for (let i = 0; i < warmups; i++) await call();
  const times: number[] = [];
  const sizes = new Set<number>();
  let last = Buffer.alloc(0);
  for (let i = 0; i < calls; i++) {
    const result = await call();
    times.push(result.elapsed);
    sizes.add(result.body.length);
    last = result.body;
  }
  if (sizes.size > 1) throw new Error(`${url}: answers of ${[...sizes].join(', ')} bytes to the same call`);
  return { times, rows: (JSON.parse(last.toString('utf8')) as unknown[]).length, bytes: last.length };
}

/** `GET listInsp/{day}` through the real API: 5 untimed calls, then `calls` timed ones. */
export function timeListInsp(api: ServerHandle<SeededApi>, token: string, day: string, calls: number) {
  return timeJsonList(`${api.url}/api/listInsp/${day}`, { headers: { authorization: `Bearer ${token}` } }, 5, calls);
}
