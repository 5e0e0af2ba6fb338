import net from 'node:net';
import { chromium } from 'playwright-core';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { PWA_DIST } from '../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import type { SeededApi } from './api-server.ts';
import { startServer } from './child-process.ts';
import type { Bench } from './report.ts';
import { kB } from './support/format.ts';
import { runLinesBench } from './support/parts.ts';
import { buildPwaIfMissing } from './support/pwa-build.ts';

const FIRST_VISIT_TARGET_BYTES = 300_000;
const QUIET_MS = 2000;

interface CountingProxy {
  port: number;
  /** Bytes the server sent to the browser since the last reset, headers included. */
  received(): number;
  reset(): void;
  lastActivity(): number;
  close(): Promise<void>;
}

/**
 * A TCP relay between Chromium and the API that counts every byte the server sends, whoever asked:
 * the page, or the service worker precaching in the background (which page-level request events
 * do not show). Counting at the socket is what the phone's data plan sees.
 */
function countingProxy(targetPort: number): Promise<CountingProxy> {
  let bytes = 0;
  let last = performance.now();
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    upstream.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      last = performance.now();
    });
    client.on('data', () => (last = performance.now()));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        received: () => bytes,
        reset: () => (bytes = 0),
        lastActivity: () => last,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

async function quiet(proxy: CountingProxy): Promise<void> {
  while (performance.now() - proxy.lastActivity() < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
}

/**
 * Everything a citizen's phone downloads on a first visit to /reclamo, the service worker's
 * precache included: a fresh profile opens the page from `npm start`'s server (the built PWA served
 * by the API, brotli by Accept-Encoding), waits for the form, for the service worker to take
 * control, and for the network to go quiet, counting the server's bytes at the socket.
 */
export const firstVisitBench: Bench = {
  name: 'first-visit',
  heading: '## A citizen’s first visit',
  setup:
    'Bytes on the wire for a first visit to /reclamo with the service worker allowed (its precache included), counted at a TCP relay between headless Chromium and the API child serving the built PWA.',
  run: () =>
    runLinesBench(async ({ lines, notes, tempDir }) => {
      const built = buildPwaIfMissing('first visit');
      const api = await startServer<SeededApi>('api-server.ts', {
        BENCH_DATA_DIR: tempDir(),
        BENCH_USERS: '1',
        BENCH_STATIC_DIR: PWA_DIST,
      });
      const proxy = await countingProxy(Number(new URL(api.url).port));
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      try {
        const context = await browser.newContext({
          viewport: { width: 360, height: 640 },
          // Chromium offers brotli only over HTTPS, as a phone reaching the deployed server does.
          extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
        });
        const page = await context.newPage();
        proxy.reset();
        await page.goto(`http://127.0.0.1:${proxy.port}/reclamo`);
        await page.getByRole('heading', { level: 1, name: COMPLAINTS_MSG.form.title }).waitFor({ state: 'visible', timeout: 60_000 });
        const formBytes = proxy.received();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        await quiet(proxy);
        const totalBytes = proxy.received();
        const precached = await page.evaluate(async () => {
          const names = await caches.keys();
          const files: string[] = [];
          for (const name of names) for (const request of await (await caches.open(name)).keys()) files.push(new URL(request.url).pathname);
          return files;
        });
        const staffFiles = precached.filter((file) =>
          /MainLayout|PrincipalPage|UsersPage|ReportsPage|InspectionsPage|PositionPage|share-sheet|html2canvas|DejaVu|exceljs|maplibre/.test(
            file,
          ),
        );
        lines.push(
          {
            item: "Bytes until /reclamo's form shows (first visit, brotli, headers included)",
            figure: kB(formBytes),
            target: '',
            met: null,
          },
          {
            item: `First visit to /reclamo with the service worker's precache (${precached.length} files cached)`,
            figure: kB(totalBytes),
            target: `≤ ${kB(FIRST_VISIT_TARGET_BYTES)}`,
            met: totalBytes <= FIRST_VISIT_TARGET_BYTES,
          },
          {
            item: 'Staff screens or libraries cached by a citizen’s first visit',
            figure: staffFiles.length ? staffFiles.join(', ') : 'none',
            target: 'none',
            met: staffFiles.length === 0,
          },
        );
        notes.push(
          `${built ? 'A fresh build' : 'The existing build'} of apps/pwa/dist served by the API child (buildApp with its static plugin, as \`npm start\`); ` +
            'a fresh Chromium profile at 360×640 with `Accept-Encoding: br, gzip`; the count starts at page.goto and ends when the service worker controls the page ' +
            `and no byte has moved for ${QUIET_MS / 1000} s. Hashed files the page already fetched come from the HTTP cache when the service worker precaches them ` +
            '(the API serves /assets/ as immutable), so each is counted once. Cached: ' +
            precached.join(', ') +
            '.',
        );
      } finally {
        await browser.close();
        await proxy.close();
        await api.stop();
      }
    }),
};
