import { fork } from 'node:child_process';
import path from 'node:path';

/** A running health probe (../health-probe.ts): stop it to get every latency it measured. */
export interface HealthProbe {
  stop(): Promise<{ latencies: number[]; failures: number }>;
}

/**
 * Starts timing `GET /api/health` of `url` (or `probe.path` with `probe.token`) from a process of
 * its own, so the load generator's busy event loop never counts in the server's figures; resolves
 * once the probe runs.
 */
export async function startHealthProbe(url: string, probe: { path: string; token: string } | null = null): Promise<HealthProbe> {
  const args = probe ? [url, probe.path, probe.token] : [url];
  const child = fork(path.join(import.meta.dirname, '..', 'health-probe.ts'), args, { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`health probe exited (${code})`)));
  });
  return {
    stop: () =>
      new Promise((resolve) => {
        child.once('message', (result) => resolve(result as { latencies: number[]; failures: number }));
        child.send('stop');
      }),
  };
}
