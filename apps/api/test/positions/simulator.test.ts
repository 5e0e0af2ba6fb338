import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PositionList } from '@reclamos/shared-types/positions/schemas';
import { seedFieldUsers } from '../../../../scripts/demo/field-users.ts';
import { buildTestApp, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { connect, listen, type Connected } from './support.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe('npm run simulate-positions', () => {
  let t: TestApp;
  let baseUrl: string;
  let viewer: Connected;
  beforeAll(async () => {
    t = await buildTestApp('sqlite');
    baseUrl = await listen(t.app);
    viewer = await connect(baseUrl, await adminToken(t.app));
  });
  afterAll(async () => {
    viewer.socket.close();
    await t.close();
  });

  it('signs in the demo field users, moves them around the centre of Oruro, and signs them out at the end', async () => {
    expect(await seedFieldUsers(t.app.db, 10)).toBe(8);
    expect(await seedFieldUsers(t.app.db, 10)).toBe(0);
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/listPosicion', headers: bearer(await adminToken(t.app)) })).json<PositionList>();

    const simulation = run(
      'node',
      ['--import', 'tsx', 'scripts/simulate-positions.ts', '--url', baseUrl, '--devices', '3', '--interval', '5', '--duration', '8'],
      { cwd: ROOT },
    );
    await expect.poll(async () => (await list()).length, { timeout: 8000, interval: 200 }).toBe(3);
    for (const position of await list()) {
      expect(Math.abs(position.lat - -17.968851)).toBeLessThan(0.01);
      expect(Math.abs(position.lng - -67.112892)).toBeLessThan(0.01);
    }
    const { stderr } = await simulation;
    // A normal end signs the devices out: no "session ended by the server" warning per device.
    expect(stderr).not.toContain('sesión terminada');
    expect(await list()).toEqual([]);
    const names = new Set(viewer.updates.map((u) => u.nombre));
    expect(names.size).toBe(3);
    // Each device reported at least twice (at 0 s and 5 s), then its removal arrived.
    expect(viewer.updates.filter((u) => u.lat !== 0).length).toBeGreaterThanOrEqual(6);
    expect(viewer.updates.filter((u) => u.lat === 0 && u.lng === 0)).toHaveLength(3);
  }, 30_000);

  it('says in Spanish and English that the server is not reachable, naming the address', async () => {
    // A port nothing listens on: one just freed.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const url = `http://127.0.0.1:${port}`;
    const failed = await run(
      'node',
      ['--import', 'tsx', 'scripts/simulate-positions.ts', '--url', url, '--devices', '1', '--interval', '5', '--duration', '1'],
      { cwd: ROOT },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`No se pudo conectar con el servidor en ${url} (ECONNREFUSED)`);
    expect(failed.stderr).toContain(`Could not reach the server at ${url}`);
    expect(failed.stderr).not.toContain('fetch failed');
  });
});
