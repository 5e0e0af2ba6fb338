/**
 * Whether this browser can receive Web Push, and if not why, so the follow button says so instead
 * of failing: iOS before 16.4 has no Web Push; iOS 16.4+ has it only for a page added to the Home
 * Screen and opened from there; a denied permission is the person's choice, shown with the way back.
 */

/** Why this phone cannot receive pushes, or 'ok'. */
export type PushSupport = 'ok' | 'unsupported' | 'iosTooOld' | 'iosHomeScreen' | 'denied';

/** iOS version from the user agent (iPhone/iPad, and iPadOS that calls itself a Mac but has touch). */
function iosVersion(): number | null {
  const match = /(?:iPhone|iPad|iPod).*? OS (\d+)_(\d+)/.exec(navigator.userAgent);
  if (match) return Number(match[1]) + Number(match[2]) / 100;
  if (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1) {
    const safari = /Version\/(\d+)\.(\d+)/.exec(navigator.userAgent);
    return safari ? Number(safari[1]) + Number(safari[2]) / 100 : null;
  }
  return null;
}

function installed(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true || window.matchMedia('(display-mode: standalone)').matches;
}

/** Whether this phone can receive pushes, and if not why (said on the button instead of failing). */
export function pushSupport(): PushSupport {
  const ios = iosVersion();
  if (ios !== null && ios < 16.04) return 'iosTooOld';
  const capable = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (ios !== null && (!installed() || !capable)) return 'iosHomeScreen';
  if (!capable) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return 'ok';
}
