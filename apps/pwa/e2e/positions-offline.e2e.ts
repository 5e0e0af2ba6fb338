import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PositionMapPage } from './pages/position-map-page.ts';
import { adminLogin } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { TILE_COLORS } from '../../../scripts/support/tile-server.ts';

const { newPage } = connectBrowser();
/** The map draws WebGL in software here (SwiftShader): its first frame takes seconds on a loaded runner. */
const MAP_TIMEOUT = { timeout: 60_000 };
// The map waits on sockets, tiles and a worker: on the shared 2-core machine 1 s polls are short.

async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** True when the map shows the street tiles' colour at a point far from markers and controls. */
async function streetTilesShown(page: Page, map: PositionMapPage): Promise<boolean> {
  const box = await map.canvas.boundingBox();
  if (!box) return false;
  const png = await page.screenshot({
    clip: { x: Math.round(box.x + box.width * 0.25), y: Math.round(box.y + box.height * 0.8), width: 1, height: 1 },
  });
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { r, g, b } = TILE_COLORS.street;
  return Math.abs(data[0]! - r) < 12 && Math.abs(data[1]! - g) < 12 && Math.abs(data[2]! - b) < 12;
}

describe('position map: CSP and offline', MAP_TIMEOUT, () => {
  it("runs under the server's CSP without a violation (worker, tiles, socket)", async () => {
    const page = await newPage({ session: await adminLogin() });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const map = new PositionMapPage(page);
    await map.goto();
    await expect.poll(() => streetTilesShown(page, map)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the service worker keeps the map code and the tiles seen: the map opens again offline', async () => {
    const page = await newPage({ session: await adminLogin(), serviceWorkers: true });
    await page.goto('/navegador');
    await serviceWorkerReady(page);
    const map = new PositionMapPage(page);
    await map.goto();
    await expect.poll(() => streetTilesShown(page, map)).toBe(true);
    const cached = () =>
      page.evaluate(async () => {
        const count = async (name: string) => (await (await caches.open(name)).keys()).length;
        return { tiles: await count('map-tiles'), code: await count('map-code') };
      });
    await expect.poll(async () => (await cached()).tiles).toBeGreaterThan(0);
    await expect.poll(async () => (await cached()).code).toBeGreaterThanOrEqual(2); // the map chunk and its worker

    await page.context().setOffline(true);
    await page.reload();
    await map.canvas.waitFor({ state: 'visible' });
    await expect.poll(() => streetTilesShown(page, map)).toBe(true);
  });
});
