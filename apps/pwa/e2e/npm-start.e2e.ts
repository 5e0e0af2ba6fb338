import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, REPO_ROOT, waitForHealth } from '../../../scripts/support/api-process.ts';

/** Whether anything accepts a connection on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * The README's `npm start`, as an operator or a process manager runs and stops it: the signal goes
 * to the process they started (npm), and the server must be gone with it, its port free, before
 * anyone restores a backup "with the server stopped". The PWA is already built (the e2e tier runs
 * after `npm run build`), so `npm start` starts the API at once.
 */
describe('npm start', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server when %s reaches the started process, and frees its port',
    async (signal) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'reclamos-start-'));
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          ADMIN_PASSWORD: 'clave-de-inicio-1',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      const exited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
      try {
        await waitForHealth(`http://127.0.0.1:${port}`, npm);
        npm.kill(signal);
        await exited;
        // npm is gone; nothing it started may still hold the port.
        await expect.poll(() => listening(port), { timeout: 5_000 }).toBe(false);
      } finally {
        npm.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    90_000,
  );
});
