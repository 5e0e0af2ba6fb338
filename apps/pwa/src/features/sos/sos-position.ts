/**
 * Where the phone is when SOS is held: the freshest fix this tab has seen, or a new one asked for
 * as the hold starts. The alert never waits long for it: after `waitMs` it goes with what there is
 * (possibly no position at all), since an alert that arrives matters more than one that is precise.
 */
export interface Fix {
  lat: number;
  lng: number;
  accuracy: number;
  at: number;
}

let last: Fix | null = null;
let asking: Promise<Fix | null> | null = null;

/** A fix not older than this is taken as it is. */
const FRESH_MS = 60_000;

function ask(): Promise<Fix | null> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return Promise.resolve(null);
  asking ??= new Promise<Fix | null>((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => {
        last = {
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracy: position.coords.accuracy,
          at: position.timestamp,
        };
        resolve(last);
      },
      () => resolve(null),
      { enableHighAccuracy: true, maximumAge: FRESH_MS, timeout: 20_000 },
    );
  }).finally(() => {
    asking = null;
  });
  return asking;
}

/** Starts looking (the hold began); harmless to call again. */
export function startLocating(): void {
  if (last && Date.now() - last.at < FRESH_MS) return;
  void ask();
}

/** The best fix within `waitMs`: a fresh one, a new one, or the last known (older) one. */
export async function currentFix(waitMs: number): Promise<Fix | null> {
  if (last && Date.now() - last.at < FRESH_MS) return last;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs));
  return (await Promise.race([ask(), timeout])) ?? last;
}

/** Where the person is, said in the SMS; null when unknown. */
export function lastKnownFix(): Fix | null {
  return last;
}
