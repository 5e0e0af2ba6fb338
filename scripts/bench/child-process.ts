import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Servers run in child processes so they never share an event loop with the load generator.
 * A child says `{type: 'ready', port, ...}` over IPC once listening, and exits on `{type: 'close'}`
 * (not on a signal, so that `--cpu-prof` can write its profile).
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ReadyMessage<T> {
  type: 'ready';
  port: number;
  data: T;
}

export interface ServerHandle<T> {
  url: string;
  data: T;
  /** The child's process id (to read its memory from /proc). */
  pid: number | undefined;
  /** The child itself, for a bench that talks to it over IPC beyond 'ready' and 'close'. */
  child: ChildProcess;
  stop(): Promise<void>;
}

function isReady<T>(message: unknown): message is ReadyMessage<T> {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'ready';
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `BENCH_CPU_PROF=<dir>`: node flags that make an API child write its CPU profile there on exit. */
export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [];
}

/** Starts `scripts/bench/<script>` under tsx; extra node flags come from `nodeArgs`. */
export async function startServer<T>(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerHandle<T>> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'scripts/bench', script)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const ready = await new Promise<ReadyMessage<T>>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`${script} exited before it was ready (code ${code}, signal ${signal})`));
    child.once('exit', onExit);
    child.once('error', reject);
    child.on('message', (message) => {
      if (!isReady<T>(message)) return;
      child.off('exit', onExit);
      resolve(message);
    });
  });

  return {
    url: `http://127.0.0.1:${ready.port}`,
    data: ready.data,
    pid: child.pid,
    child,
    async stop() {
      if (child.connected) child.send({ type: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Child side: announce the port (and any data), then close cleanly when the parent asks. */
export function announceReady<T>(port: number, data: T, close: () => Promise<void>): void {
  if (!process.send) throw new Error('start this script through startServer() (it needs an IPC channel)');
  process.on('message', (message: unknown) => {
    if ((message as { type?: unknown } | null)?.type !== 'close') return;
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`close failed: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
  // If the parent dies, do not linger.
  process.on('disconnect', () => process.exit(0));
  process.send({ type: 'ready', port, data } satisfies ReadyMessage<T>);
}
