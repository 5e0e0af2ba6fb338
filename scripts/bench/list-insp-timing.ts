import type { SeededApi } from './api-server.ts';
import type { ServerHandle } from './child-process.ts';

/**
 * A JSON list answered by the real API, timed sequentially: `warmups` untimed calls, then `calls`
 * timed ones, each until the last byte of its body arrives (decoding it is the client's work).
 */
export async function timeJsonList(url: string, init: RequestInit, warmups: number, calls: number) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(url, init);
    const body = Buffer.from(await response.arrayBuffer());
    const elapsed = performance.now() - started;
    const text = body.toString('utf8');
    if (response.status !== 200) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return { elapsed, rows: (JSON.parse(text) as unknown[]).length, bytes: body.length };
  };
  for (let i = 0; i < warmups; i++) await call();
  const times: number[] = [];
  let rows = 0;
  let bytes = 0;
  for (let i = 0; i < calls; i++) {
    const result = await call();
    times.push(result.elapsed);
    rows = result.rows;
    bytes = result.bytes;
  }
  return { times, rows, bytes };
}

/** `GET listInsp/{day}` through the real API: 5 untimed calls, then `calls` timed ones. */
export function timeListInsp(api: ServerHandle<SeededApi>, token: string, day: string, calls: number) {
  return timeJsonList(`${api.url}/api/listInsp/${day}`, { headers: { authorization: `Bearer ${token}` } }, 5, calls);
}
