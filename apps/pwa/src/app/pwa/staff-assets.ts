/**
 * The staff screens' files (their code, the PDF library, the documents' font) are not precached
 * for every visitor: a citizen never needs them. The build lists them here; after a sign-in the
 * app fetches each once, and the service worker's rule for hashed assets keeps it, so a signed-in
 * inspector who loses coverage later still opens every screen and prints a sheet.
 */
export const STAFF_ASSETS_URL = '/staff-assets.json';

let warming: Promise<void> | undefined;

/**
 * Resolves once a service worker controls the page, so what is fetched lands in its cache and not
 * only in the HTTP cache (which the browser may evict); never where service workers cannot run.
 */
async function serviceWorkerControls(): Promise<void> {
  if (!('serviceWorker' in navigator)) return new Promise<void>(() => undefined);
  await navigator.serviceWorker.ready;
  if (navigator.serviceWorker.controller) return;
  await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
}

async function fetchEach(urls: string[]): Promise<void> {
  // One at a time: a phone that just signed in keeps its bandwidth for what the screen asks now.
  for (const url of urls) {
    const response = await fetch(url, { priority: 'low' });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  }
}

/** Fetches the staff files in the background once a service worker keeps them; production builds only (the dev server has no list). */
export function warmStaffAssets(): Promise<void> {
  if (!import.meta.env.PROD) return Promise.resolve();
  warming ??= serviceWorkerControls()
    .then(() => fetch(STAFF_ASSETS_URL, { cache: 'no-cache' }))
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .then(fetchEach)
    .then(() => {
      // Readable by diagnostics and the browser tests: from here on a signed-in phone can lose coverage.
      document.documentElement.dataset.staffOffline = 'ready';
    })
    .catch(() => {
      // Offline or a new release replaced a file: tried again on the next start.
      warming = undefined;
    });
  return warming;
}
