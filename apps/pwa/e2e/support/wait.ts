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
