import { useEffect } from 'react';
import { downloadRegistry } from './registry-data.ts';

/** How often the registry delta is fetched while the app is open (besides sign-in and `online`). */
const PERIOD_MS = 15 * 60_000;

/**
 * Keeps the owner and vehicle registry and the lookup lists on the phone for lookups without
 * coverage (docs/decisions.md, The inspections screen, offline): on sign-in (the signed-in layout
 * mounts), every 15 minutes and when coverage returns. Failures are silent: what was kept stays.
 */
export function useRegistryDownload(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let controller: AbortController | null = null;
    const run = () => {
      if (controller || !navigator.onLine) return;
      const current = new AbortController();
      controller = current;
      downloadRegistry(current.signal)
        .catch(() => {})
        .finally(() => {
          if (controller === current) controller = null;
        });
    };
    run();
    const timer = setInterval(run, PERIOD_MS);
    window.addEventListener('online', run);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', run);
      controller?.abort();
    };
  }, [enabled]);
}
