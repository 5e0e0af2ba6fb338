import { useEffect } from 'react';
import { preloadCompressor } from '../../lib/compress-image.ts';
import { preloadToaster } from '../../lib/toast-host.tsx';

/**
 * Everything the form needs to queue a complaint is on the phone once it is shown (OFFLINE.md):
 * the lazy chunks it would otherwise fetch first when a photo is chosen (compressorjs) or a
 * notice is shown ('kept on this phone') are fetched right after the first paint. On a first
 * visit the service worker does not control the page yet, so its precache cannot serve them.
 */
export function useQueueReady(): void {
  useEffect(() => {
    // An effect may run before the browser paints the form; a frame and then a task is after
    // that paint, so these fetches never compete with it. A failed fetch is retried on the photo's pick.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        preloadCompressor().catch(() => undefined);
        preloadToaster();
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
