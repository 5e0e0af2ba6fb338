import { Suspense, lazy, useSyncExternalStore } from 'react';

export interface ToastRequest {
  title: string;
  type: 'success' | 'error' | 'info';
  duration: number;
  closable?: boolean;
  /** Read by the toaster's renderer, e.g. `{ icon: 'report-problem' }`. */
  meta?: Record<string, string>;
}

/**
 * The toaster's code (Chakra's toast machine, ~8 kB gzip) is fetched with the first notice, not
 * with the page: most visits to /reclamo show none before the citizen sends.
 */
const loadToaster = () => import('./toaster.tsx');

/** Fetches the toaster's code ahead of any notice (a screen that must work offline from then on). */
export function preloadToaster(): void {
  loadToaster().catch(() => undefined);
}
const LazyToaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));

let wanted = false;
const listeners = new Set<() => void>();

export function showToast(request: ToastRequest): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loadToaster()
    .then(({ toaster }) => toaster.create(request))
    .catch((error: unknown) => console.error(error));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounted once by AppProviders; renders the toaster from the first notice on. */
export function ToastHost() {
  // Pre-rendered pages (build/prerender.ts) show no notice.
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
