import path from 'node:path';
import { chromium } from 'playwright-core';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { PWA_DIST } from '../../support/api-process.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium.ts';
import type { SeededApi } from '../api-server.ts';
import { startServer } from '../child-process.ts';
import { kB } from '../support/format.ts';
import type { Line } from '../support/lines.ts';
import { buildPwaIfMissing } from '../support/pwa-build.ts';

/**
 * The JavaScript /reclamo needs until its form is usable. The page is pre-rendered: it paints from
 * the HTML before any module script runs, so "the first paint's JavaScript" is none at all; what a
 * phone waits for is the code that makes the painted form work (hydrated, 'Enviar' live).
 */
const USABLE_JS_TARGET_BYTES = 150_000;
/** The form is usable once the app runs and the form's own part is hydrated: 'Enviar' is then a submit button. */
const FORM_USABLE = '#root[data-app-running] form button[type="submit"]';
// The initial-download target: what /reclamo costs a phone, brotli, everything included.
const INITIAL_DOWNLOAD_TARGET_BYTES = 180_000;
const FORBIDDEN_CHUNKS = /maplibre|jspdf|exceljs/i;

interface Download {
  url: string;
  name: string;
  encoding: string;
  bytes: number;
}

/**
 * What a phone downloads to show /reclamo the first time: the built PWA served by the real API
 * (`buildApp` with the static plugin, as `npm start` runs it), loaded in Chromium until the
 * network is idle, every response's body bytes as they crossed the wire (after Content-Encoding).
 * Chromium offers brotli only over HTTPS, as a phone reaching the deployed server does; over the
 * bench's plain HTTP the request says so explicitly (`Accept-Encoding: br, gzip`).
 */
export async function downloadPart(dataDir: string, lines: Line[], notes: string[]): Promise<void> {
  const built = buildPwaIfMissing('initial download');
  console.log('initial download: loading /reclamo from the API in Chromium…');
  const api = await startServer<SeededApi>('api-server.ts', { BENCH_DATA_DIR: dataDir, BENCH_USERS: '1', BENCH_STATIC_DIR: PWA_DIST });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // No service worker: its precache would fetch every chunk, which is not what the page needs.
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 640 },
      extraHTTPHeaders: { 'accept-encoding': 'br, gzip' },
    });
    const page = await context.newPage();
    // The moment the form became usable, on the page's own clock (the resource timings' clock).
    // No named function inside: tsx would wrap it in a helper the page does not have.
    await page.addInitScript((selector: string) => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector(selector)) {
          (window as { __formUsableAt?: number }).__formUsableAt ??= performance.now();
          observer.disconnect();
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['type', 'data-app-running'] });
    }, FORM_USABLE);
    const pending: Promise<Download | undefined>[] = [];
    let inFlight = 0;
    let lastActivity = performance.now();
    page.on('request', () => {
      inFlight += 1;
      lastActivity = performance.now();
    });
    const settle = () => {
      inFlight -= 1;
      lastActivity = performance.now();
    };
    page.on('requestfailed', settle);
    page.on('requestfinished', (request) => {
      settle();
      pending.push(
        (async () => {
          const response = await request.response();
          if (!response) return undefined;
          const sizes = await request.sizes();
          return {
            name: new URL(request.url()).pathname,
            encoding: (await response.headerValue('content-encoding')) ?? 'none',
            bytes: sizes.responseBodySize,
            url: request.url(),
          };
        })(),
      );
    });
    await page.goto(`${api.url}/reclamo`);
    // The form on screen (the page may look idle to the network while its script runs), then
    // quiet: nothing in flight and nothing new for a second (the background fetches included).
    await page.getByRole('heading', { level: 1, name: COMPLAINTS_MSG.form.title }).waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator(FORM_USABLE).waitFor({ state: 'attached', timeout: 60_000 });
    while (inFlight > 0 || performance.now() - lastActivity < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    // What the first paint needed: the document and every resource requested before it.
    const beforeForm = new Set(
      await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.POSITIVE_INFINITY;
        const resources = performance.getEntriesByType('resource').filter((entry) => entry.startTime <= paint);
        return [location.href, ...resources.map((entry) => entry.name)];
      }),
    );
    // What made the form usable: every script requested before that moment.
    const beforeUsable = new Set(
      await page.evaluate(() => {
        const usable = (window as { __formUsableAt?: number }).__formUsableAt ?? Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime <= usable)
          .map((entry) => entry.name);
      }),
    );
    const downloads = (await Promise.all(pending)).filter((d): d is Download => d !== undefined);
    const scripts = downloads.filter((d) => /\.m?js$/.test(d.name));
    const sum = (list: Download[]) => list.reduce((total, d) => total + d.bytes, 0);
    const usableScripts = scripts.filter((d) => beforeUsable.has(d.url));
    const jsBytes = sum(usableScripts);
    const allBytes = sum(downloads);
    const formBytes = sum(downloads.filter((d) => beforeForm.has(d.url)));
    const uncompressed = scripts.filter((d) => d.encoding !== 'br').map((d) => d.name);
    const forbidden = scripts.filter((d) => FORBIDDEN_CHUNKS.test(d.name)).map((d) => path.basename(d.name));
    lines.push(
      {
        item: `Bytes a phone downloads for /reclamo's first paint from the API, brotli`,
        figure: kB(formBytes),
        target: `≤ ${kB(INITIAL_DOWNLOAD_TARGET_BYTES)}`,
        met: formBytes <= INITIAL_DOWNLOAD_TARGET_BYTES,
      },
      {
        item: `  with what the form fetches once shown (compressor, toaster, catalogue; ${downloads.length} responses)`,
        figure: kB(allBytes),
        target: '',
        met: null,
      },
      {
        item: `  JavaScript until the form is usable (hydrated, 'Enviar' live; ${usableScripts.length} files)`,
        figure: kB(jsBytes),
        target: `≤ ${kB(USABLE_JS_TARGET_BYTES)}`,
        met: jsBytes <= USABLE_JS_TARGET_BYTES,
      },
      {
        item: 'JavaScript of /reclamo sent without brotli',
        figure: uncompressed.length ? uncompressed.join(', ') : 'none',
        target: 'none',
        met: uncompressed.length === 0,
      },
      {
        item: 'maplibre / jspdf / exceljs loaded by /reclamo',
        figure: forbidden.length ? forbidden.join(', ') : 'none',
        target: 'none',
        met: forbidden.length === 0,
      },
    );
    notes.push(
      `Initial download: ${built ? 'freshly built' : 'the existing'} apps/pwa/dist served by the API child (buildApp with its static plugin, ` +
        'precompressed copies by Accept-Encoding, as `npm start` serves it); /reclamo loaded in headless Chromium at 360×640 ' +
        "(service workers blocked, `Accept-Encoding: br, gzip` as a phone over HTTPS sends) until the form's heading shows and then no request is in flight or new for 1 s " +
        "(the compressor and toaster fetched in the background after the form shows, and the catalogue, are counted); each response's body bytes on the wire " +
        `(Playwright's request.sizes()). The page paints from its pre-rendered HTML before any script runs, so the JavaScript figure counts the scripts ` +
        `requested before the form became usable (\`${FORM_USABLE}\`: the app runs and the form's own part is hydrated): ` +
        `${usableScripts.map((d) => path.basename(d.name)).join(', ')}. All responses ` +
        `${downloads.map((d) => `${path.basename(d.name) || '/'} ${kB(d.bytes)} ${d.encoding}`).join(', ')}.`,
    );
  } finally {
    await browser.close();
    await api.stop();
  }
}
