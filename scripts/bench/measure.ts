import autocannon from 'autocannon';
import { envNumber } from './support/env.ts';
import { percentileOfSorted } from './support/stats.ts';

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

export interface RequestVariant {
  /** Another path than the spec's (a different record per request). */
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request shape. `variants` (rotating accounts, tokens…) are sent in turn by every connection,
 * each starting at its own offset, so that concurrent connections act as different users.
 * autocannon builds them all once up front: rotating costs the load generator nothing per request.
 */
export interface LoadSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  variants?: RequestVariant[];
}

export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
}

/** BENCH_DURATION, BENCH_WARMUP (seconds) and BENCH_CONNECTIONS override the defaults. */
export function loadSettingsFromEnv(): LoadSettings {
  return {
    connections: Math.round(envNumber('BENCH_CONNECTIONS', 10)),
    durationSeconds: envNumber('BENCH_DURATION', 10),
    warmupSeconds: envNumber('BENCH_WARMUP', 2),
  };
}

function toRequests(spec: LoadSpec): autocannon.Request[] {
  return (spec.variants ?? [{}]).map((variant) => ({
    method: spec.method ?? 'GET',
    path: variant.path ?? spec.path,
    headers: { ...spec.headers, ...variant.headers },
    ...(variant.body !== undefined && { body: variant.body }),
  }));
}

/** autocannon options for `spec`: connection k starts k/connections of the way into the variants. */
function load(baseUrl: string, spec: LoadSpec, connections: number, durationSeconds: number): autocannon.Options {
  const requests = toRequests(spec);
  let client = 0;
  return {
    url: baseUrl,
    connections,
    duration: durationSeconds,
    timeout: 30,
    requests,
    setupClient: (c) => {
      const offset = Math.floor((client++ * requests.length) / connections) % requests.length;
      if (offset > 0) c.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  };
}

/**
 * One request through the server's queues: answered only once the work a run left behind
 * (requests whose connections autocannon dropped, still hashing on the thread pool) is done.
 */
async function drain(label: string, baseUrl: string, spec: LoadSpec): Promise<void> {
  const [request] = toRequests(spec);
  const response = await fetch(new URL(spec.path, baseUrl), {
    method: request?.method ?? 'GET',
    headers: request?.headers ?? {},
    ...(typeof request?.body === 'string' && { body: request.body }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${label}: probe answered ${response.status}`);
}

/**
 * Drives `baseUrl` with autocannon: a warm-up, a probe that waits for the server to drain, the
 * measured run, another probe. Latencies are collected here at sub-millisecond precision
 * (autocannon's own histogram keeps whole milliseconds). Any non-2xx answer, error or timeout
 * fails the run: such a figure would measure nothing.
 */
export async function measure(label: string, baseUrl: string, spec: LoadSpec, settings: LoadSettings): Promise<Measurement> {
  await autocannon(load(baseUrl, spec, settings.connections, settings.warmupSeconds));
  await drain(label, baseUrl, spec);

  const latencies: number[] = [];
  const instance = autocannon(load(baseUrl, spec, settings.connections, settings.durationSeconds));
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  // Let abandoned work finish here, not during whatever is measured next.
  await drain(label, baseUrl, spec);

  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${label}: ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)}), ` +
        `${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  if (latencies.length === 0) throw new Error(`${label}: no response in ${settings.durationSeconds} s`);

  const sorted = Float64Array.from(latencies).sort();
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50Ms: percentileOfSorted(sorted, 50),
    p99Ms: percentileOfSorted(sorted, 99),
    responses: latencies.length,
  };
}
