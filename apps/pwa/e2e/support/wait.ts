import type { Locator, Page } from 'playwright-core';

/** Waits for the path (without origin) to equal `path`. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible' });
  return locator;
}

export async function gone(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'detached' });
}

/**
 * Layout after a resize or a scroll, and dialog, drawer and toast animations, before a screenshot
 * or an axe run (axe would read half-faded colours): two frames, then every finite animation's
 * end. The events themselves, instead of a fixed pause that a slower machine outlasts.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
