import { useEffect } from 'react';
import { preloadCompressor } from '../../lib/compress-image.ts';
import { preloadToaster } from '../../lib/toast-host.tsx';
import { whenStarted } from '../../lib/when-started.ts';

/**
 * Everything the form needs to queue a complaint is on the phone once it is shown (docs/offline.md,
 * "First visit"): the lazy chunks it would otherwise fetch first when a photo is chosen
 * (compressorjs) or a notice is shown ('kept on this phone') are fetched right after the first
 * paint, once the page is usable (lib/when-started.ts: after the hydration, not inside it). On a first
 * visit the service worker does not control the page yet, so its precache cannot serve them.
 */
export function useQueueReady(): void {
  // After the paint itself, not merely after a frame: a frame and a task sometimes still came
  // before it, and then these ~18 kB competed with the form for a slow phone's first bytes.
  // A failed fetch is retried on the photo's pick.
  useEffect(() => {
    let closed = false;
    void whenStarted().then(() => {
      if (closed) return;
      preloadCompressor().catch(() => undefined);
      preloadToaster();
    });
    return () => {
      closed = true;
    };
  }, []);
}
