/**
 * `GET /api/health` timed from a process of its own (so the load generator's busy event loop does
 * not count): started by the positions bench with the URL and duration, it answers the latencies
 * in milliseconds over IPC. One request at a time, one every PROBE_EVERY_MS.
 */
const PROBE_EVERY_MS = 50;

interface ProbeRequest {
  url: string;
  ms: number;
}

process.once('message', (message: unknown) => {
  const { url, ms } = message as ProbeRequest;
  void probe(url, ms).then((latencies) => {
    process.send?.({ latencies }, () => process.exit(0));
  });
});

async function probe(url: string, ms: number): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      latencies.push(response.ok ? performance.now() - started : Number.POSITIVE_INFINITY);
    } catch {
      latencies.push(Number.POSITIVE_INFINITY);
    }
    const wait = started + PROBE_EVERY_MS - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  return latencies;
}
