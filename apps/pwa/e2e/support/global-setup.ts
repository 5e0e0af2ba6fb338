import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApi } from '../../../../scripts/support/api-process.ts';
import { startTileServer } from '../../../../scripts/support/tile-server.ts';
import { startTestingPushService } from '../../../../scripts/support/push-service.ts';
import { ADMIN_PASSWORD, PWA_DIST } from './environment.ts';

/** One API (on a fresh temporary database) for the whole e2e run; each file launches its own Chromium. */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(PWA_DIST, 'index.html'))) {
    throw new Error('apps/pwa/dist is missing: run `npm run build -w @reclamos/pwa` first');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reclamos-e2e-'));
  const tiles = await startTileServer();
  // Web Push goes to a push service on loopback (web-push-testing), never to the browsers' own.
  const push = await startTestingPushService();
  // Positions: the map's tiles come from the local tile server; reports are not paced, so a
  // test can move a marker without waiting the production 5 s.
  // SOS_PHONE: the SOS bar offers its SMS fallback without coverage (sos.e2e.ts).
  const api = await startApi(dataDir, ADMIN_PASSWORD, {
    ...tiles.env,
    POSITION_MIN_INTERVAL_SECONDS: '0',
    PUSH_ALLOWED_ENDPOINTS: push.origin,
    SOS_PHONE: '+59170000911',
  });
  project.provide('baseURL', api.baseURL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('tileServerURL', tiles.url);
  project.provide('databaseFile', api.databaseFile);
  project.provide('pushServiceURL', push.origin);

  return async () => {
    await api.stop();
    await tiles.close();
    await push.close();
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };
}
