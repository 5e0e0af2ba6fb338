import { whenStarted } from '../../lib/when-started.ts';

/** Applies the waiting service worker: it takes control, then the page reloads once. */
export type ApplyUpdate = () => void;

let registered = false;

/**
 * Resolves once the page's own resources have loaded (at once if they already have), it has
 * painted its first content (the load event alone sometimes came before that paint) and the app
 * has started (a pre-rendered page: hydrated, lib/when-started.ts).
 */
function pageLoaded(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(whenStarted);
}

/**
 * Registers the generated service worker (dist/sw.js) from our own module, since the CSP forbids
 * the inline snippet vite-plugin-pwa would inject. Production builds only: the dev server has no SW.
 *
 * workbox-window is fetched only after the page's load event, when Workbox would register anyway
 * (its `register()` waits for it), and after the first paint: the first paint of /reclamo does not
 * download code it cannot use before then (docs/benchmarks.md, The public form's weight).
 */
export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  pageLoaded()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => {
      const wb = new Workbox('/sw.js', { scope: '/' });
      wb.addEventListener('waiting', () => {
        onUpdateWaiting(() => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        });
      });
      return wb.register({ immediate: true });
    })
    .catch((error: unknown) => {
      // Startup errors are only logged, as the specification asks; the app works without the SW. A chunk
      // that could not be fetched (coverage lost) is tried again on the next start.
      registered = false;
      console.error('service worker registration failed', error);
    });
}
