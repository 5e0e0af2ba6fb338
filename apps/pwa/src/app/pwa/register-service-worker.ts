import { Workbox } from 'workbox-window';

/** Applies the waiting service worker: it takes control, then the page reloads once. */
export type ApplyUpdate = () => void;

let registered = false;

/**
 * Registers the generated service worker (dist/sw.js) from our own module, since the CSP forbids
 * the inline snippet vite-plugin-pwa would inject. Production builds only: the dev server has no SW.
 */
export function registerServiceWorker(onUpdateWaiting: (apply: ApplyUpdate) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    onUpdateWaiting(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => {
    // Startup errors are only logged (spec section 8); the app works without the SW.
    console.error('service worker registration failed', error);
  });
}
