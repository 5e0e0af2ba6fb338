import type { Page } from 'playwright-core';

/**
 * Opens one of the app's addresses the way following a link does once the app runs: the router
 * moves in place (history.pushState and a popstate event), the screen mounts and reads its data,
 * nothing else reloads. A page that does not run the app yet (a fresh page) loads it. A full load
 * of a staff screen costs about two seconds of a core on a 2-core runner; a test that is about
 * loading (offline, reload, first visit, an update) calls `page.goto` itself.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const running = await page.evaluate(() => document.getElementById('root')?.hasChildNodes() === true).catch(() => false);
  if (!running) {
    await page.goto(path);
    await appRunning(page);
    return;
  }
  await appRunning(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/**
 * Waits until the app runs in the page: a pre-rendered page (/ and /reclamo) is on screen before
 * its scripts ran, and typing or moving in it before React took it over would be lost.
 */
export async function appRunning(page: Page): Promise<void> {
  await page.waitForSelector('#root[data-app-running]', { state: 'attached' });
}
