import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ComplaintPage } from './pages/complaint-page.ts';
import { connectBrowser } from './support/browser.ts';
import { PHONE, SCREENSHOT_DIR, SIZES } from './support/environment.ts';
import { serviceWorkerReady } from './support/complaints.ts';
import { visible } from './support/wait.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const { newPage } = connectBrowser();

/** True once src/main.tsx has handed #root to React (hydrateRoot marks its container). */
function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
}

/** The chunks /reclamo fetches once usable, by name without their hash (outbox: Dexie, the engine, the complaints' store). */
const LATER_CHUNK_NAMES = ['/assets/compressor', '/assets/outbox', '/assets/workbox-window.prod.es5'];
const LATER_CHUNKS = /\/assets\/(compressor|outbox|workbox-window\.prod\.es5)-[\w-]{8}\.js$/;

const PAGES = [
  { path: '/reclamo', heading: COMPLAINTS_MSG.form.title },
  { path: '/', heading: MSG.landing.title },
];

/**
 * The citizen's two pages arrive rendered (build/prerender.ts): with every script held at the
 * network, the heading and the form are on screen, styled; once the scripts run, React takes the
 * same markup over (hydration) without moving it and without a mismatch.
 */
describe('pre-rendered citizen pages', { timeout: 60_000 }, () => {
  for (const { path, heading } of PAGES) {
    it(`${path} shows its heading before the app's script runs, then hydrates in place`, async () => {
      const page = await newPage({ viewport: PHONE });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const heldScripts: string[] = [];
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        heldScripts.push(new URL(route.request().url()).pathname);
        await held;
        await route.continue();
      });

      // Not 'domcontentloaded': module scripts (held here) delay that event.
      const response = await page.goto(path, { waitUntil: 'commit' });
      expect(response?.status()).toBe(200);
      const title = page.getByRole('heading', { level: 1, name: heading });
      await visible(title);
      expect(heldScripts.length).toBeGreaterThan(0);
      expect(await appStarted(page)).toBe(false);
      const before = await title.boundingBox();
      // Styled from the head: the navy bar (or page) is painted, not the browser's default white.
      const navy = await page.evaluate(() => {
        const header = document.querySelector('header') ?? document.querySelector('main');
        return header ? getComputedStyle(header).backgroundColor : '';
      });
      expect(navy).toBe('rgb(30, 58, 138)');

      release();
      await page.waitForFunction(() => document.getElementById('root')?.hasAttribute('data-app-running'));
      expect(await appStarted(page)).toBe(true);
      expect(await title.boundingBox()).toEqual(before);
      expect(errors.filter((text) => /hydrat|did not match|Minified React error/i.test(text))).toEqual([]);
    });
  }

  it('looks the same before any script at every size (screenshots beside the hydrated ones)', async () => {
    // The pages as the HTML alone draws them, beside screens-public.e2e.ts's hydrated
    // landing-<size>.png and reclamo-<size>.png, for a person to compare: no layout of its own.
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    for (const { path } of PAGES) {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const page = await newPage({ viewport });
        await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
        await page.goto(path, { waitUntil: 'commit' });
        await visible(page.getByRole('heading', { level: 1 }));
        await page.screenshot({ path: `${SCREENSHOT_DIR}prerendered-${path === '/' ? 'landing' : 'reclamo'}-${size}.png` });
        await page.close();
      }
    }
  });

  it("/reclamo is usable before it fetches what only its use needs (the phone's database, the outbox engine, the compressor, the service worker), which is then precached", async () => {
    const page = await newPage({ viewport: PHONE, serviceWorkers: true });
    // When the form became usable, on the page's own clock: the app runs and 'Enviar' is live.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector('#root[data-app-running] form button[type="submit"]')) {
          (window as { usableAt?: number }).usableAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/reclamo');
    await serviceWorkerReady(page);
    await new ComplaintPage(page).waitForCatalogue();
    const { usableAt, scripts } = await page.evaluate(() => ({
      usableAt: (window as { usableAt?: number }).usableAt ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }))
        .filter((entry) => entry.path.endsWith('.js')),
    }));
    const later = scripts.filter((entry) => LATER_CHUNKS.test(entry.path));
    expect(later.map((entry) => entry.path.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(LATER_CHUNK_NAMES);
    for (const entry of later) expect(entry.startTime, entry.path).toBeGreaterThan(usableAt);
    // The service worker, registered that late, still precaches them for the next visit offline.
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(later.filter((entry) => !cached.includes(entry.path))).toEqual([]);
  });

  it('the hydrated form works: the catalogue arrives and a field keeps what is typed', async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await form.field('placa').fill('1234ABC');
    await expect.poll(() => form.field('placa').inputValue()).toBe('1234ABC');
  });
});
