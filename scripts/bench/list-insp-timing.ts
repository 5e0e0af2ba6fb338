import type { SeededApi } from './api-server.ts';
import type { ServerHandle } from './child-process.ts';

/** `GET listInsp/{day}` through the real API: 5 untimed calls, then `calls` sequential timed ones (full body read). */
export async function timeListInsp(api: ServerHandle<SeededApi>, token: string, day: string, calls: number) {
  const call = async () => {
    const started = performance.now();
    const response = await fetch(`${api.url}/api/listInsp/${day}`, { headers: { authorization: `Bearer ${token}` } });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET listInsp/${day}: ${response.status} ${text.slice(0, 200)}`);
    return { elapsed, rows: (JSON.parse(text) as unknown[]).length, bytes: Buffer.byteLength(text) };
  };
  for (let i = 0; i < 5; i++) await call();
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

