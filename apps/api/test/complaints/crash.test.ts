import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/platform/database/connection.ts';
import { loadConfig } from '../../src/config.ts';
import { engines, throwawayDatabase, type ThrowawayDatabase } from '../support/test-app.ts';
import { jpegWithMetadata } from '../support/photos.ts';
import { PhotoFiles } from '../../src/complaints/photos/photo-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const ITEMS = 30;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function startServer(env: Record<string, string>, port: number): ChildProcess {
  return spawn('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'admin-crash-test',
      PASSWORD_HASH_COST: '10',
    },
    stdio: 'ignore',
  });
}

describe.each(engines())('the API killed during a sync on %s', (engine) => {
  let database: ThrowawayDatabase | undefined;
  let server: ChildProcess | undefined;
  afterAll(async () => {
    server?.kill('SIGKILL');
    await database?.drop();
  });

  it('holds each item exactly once after SIGKILL and restart, and no photo without its row', async () => {
    database = await throwawayDatabase(engine);
    const port = await freePort();
    server = startServer(database.env, port);
    const photo = await jpegWithMetadata(320, 240);
    const fecha = new Date().toISOString();
    const items = Array.from({ length: ITEMS }, (_, i) => ({ key: randomUUID(), placa: `${1000 + i}CRS` }));

    // A device's sync engine: each item retried with its key until the server acknowledges it.
    const acknowledged = new Set<string>();
    let killed = false;
    for (const item of items) {
      for (;;) {
        const body = new FormData();
        body.append('delito_id', '5');
        body.append('placa', item.placa);
        body.append('fecha', fecha);
        body.append('imagen', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'foto.jpg');
        const sent = fetch(`http://127.0.0.1:${port}/api/formulario`, { method: 'POST', body, headers: { 'Idempotency-Key': item.key } });
        if (!killed && acknowledged.size === ITEMS / 3) {
          // Kill the server while this request is on its way, then bring it back. Where the kill
          // lands (before the request arrives, inside its transaction, after the commit) is left to
          // chance on purpose: every outcome must end with each item stored exactly once, and no
          // assertion waits on this pause.
          await new Promise((resolve) => setTimeout(resolve, 5));
          server.kill('SIGKILL');
          killed = true;
          server = startServer(database.env, port);
        }
        const res = await sent.catch(() => null);
        if (res?.status === 201) {
          acknowledged.add(item.key);
          break;
        }
        // The device's pause between retries: paces this loop, which ends on the server's 201.
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    }
    expect(killed).toBe(true);
    expect(acknowledged.size).toBe(ITEMS);

    server.kill('SIGKILL');
    server = undefined;
    const db = createKnex(loadConfig(database.env));
    try {
      const rows = await db('reclamos').select<{ uuid: string; blob_id: string }[]>('uuid', 'blob_id');
      expect(rows).toHaveLength(ITEMS);
      expect(new Set(rows.map((r) => r.uuid))).toEqual(new Set(items.map((i) => i.key)));
      const orphanPhotos = await db('blobs as b')
        .leftJoin('reclamos as r', 'r.blob_id', 'b.id')
        .whereNull('r.id')
        .count({ n: '*' })
        .first();
      expect(Number((orphanPhotos as { n: number }).n)).toBe(0);
      const rowsWithoutPhoto = await db('reclamos as r')
        .leftJoin('blobs as b', 'b.id', 'r.blob_id')
        .whereNull('b.id')
        .count({ n: '*' })
        .first();
      expect(Number((rowsWithoutPhoto as { n: number }).n)).toBe(0);
      // Each photo row names a file the kill did not lose (written and fsynced before the commit).
      const files = new PhotoFiles(loadConfig(database.env).photosDir);
      const named = await db('blobs').select<{ sha256: string }[]>('sha256');
      expect(named.length).toBe(ITEMS);
      for (const { sha256 } of named) expect(await files.has(sha256)).toBe(true);
    } finally {
      await db.destroy();
    }
  }, 90_000);
});
