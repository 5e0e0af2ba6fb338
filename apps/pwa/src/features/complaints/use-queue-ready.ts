import { useEffect } from 'react';
import { preloadCompressor } from '../../lib/compress-image.ts';
import { preloadToaster } from '../../lib/toast-host.tsx';
import { whenStarted } from '../../lib/when-started.ts';
import { preloadComplaintsStore } from './complaints-data.ts';

/**
 * Everything the form needs to queue a complaint is on the phone once it is shown (docs/offline.md,
 * "First visit"): the lazy chunks it would otherwise fetch first when a photo is chosen
 * (compressorjs), a notice is shown ('kept on this phone') or the complaint is queued (the phone's
 * database) are fetched right after the first paint, once the page is usable (lib/when-started.ts:
 * after the hydration, not inside it). On a first visit the service worker does not control the
 * page yet, so its precache cannot serve them. Once all of them are here the page says so on
 * `<html data-citizen-offline="ready">`, readable by diagnostics and the browser tests: from then
 * on coverage may go and the form still queues.
 */
export function useQueueReady(): void {
  // After the paint itself, not merely after a frame: a frame and a task sometimes still came
  // before it, and then these ~18 kB competed with the form for a slow phone's first bytes.
  // A failed fetch is retried when its code is needed (the photo's pick, the notice, the send).
  useEffect(() => {
    let closed = false;
    void whenStarted().then(async () => {
      if (closed) return;
      const loaded = await Promise.allSettled([preloadCompressor(), preloadToaster(), preloadComplaintsStore()]);
      if (loaded.every((result) => result.status === 'fulfilled')) document.documentElement.dataset.citizenOffline = 'ready';
    });
    return () => {
      closed = true;
    };
  }, []);
}
