import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
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

/** The last lines of a child's log file, for the error when it dies before it is ready. */
function tail(file: string | null): string {
  if (!file || !fs.existsSync(file)) return '';
  return `; the end of ${file}:\n${fs.readFileSync(file, 'utf8').split('\n').slice(-20).join('\n')}`;
}

/**
 * Starts `scripts/bench/<script>` under tsx; extra node flags come from `nodeArgs`. An API child
 * (one given BENCH_DATA_DIR) logs as `npm start` does, to its stdout: that goes to `api.log` in
 * its data directory, as a process manager would take it, rather than into the bench's output.
 */
export async function startServer<T>(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<ServerHandle<T>> {
  const logFile = env.BENCH_DATA_DIR ? path.join(env.BENCH_DATA_DIR, 'api.log') : null;
  const stdout = logFile ? fs.openSync(logFile, 'a') : 'inherit';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(REPO_ROOT, 'scripts/bench', script)], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit', 'ipc'],
  });
  // The child holds its own copy of the descriptor.
  if (typeof stdout === 'number') fs.closeSync(stdout);

  const ready = await new Promise<ReadyMessage<T>>((resolve, reject) => {
    const onExit = (code: number | null, signal: string | null) =>
      reject(new Error(`${script} exited before it was ready (code ${code}, signal ${signal})${tail(logFile)}`));
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
