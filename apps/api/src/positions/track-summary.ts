import { TRACK_RULES } from '@reclamos/shared-types/positions/values';

/** One stored fix: epoch ms and degrees. */
export interface Fix {
  at: number;
  lat: number;
  lng: number;
  accuracy: number;
}

export interface Stop {
  lat: number;
  lng: number;
  from: number;
  to: number;
}

export interface Gap {
  from: number;
  to: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function haversineM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const MINUTE = 60_000;

/**
 * Distance covered, without GPS jitter: a fix counts only when it is precise enough and has moved
 * more than TRACK_RULES.jitterM (or its own accuracy, if worse) from the last counted fix; the
 * distance is then measured from that fix. Standing still for an hour adds nothing; walking adds
 * its path at the resolution of the jitter threshold.
 */
export function distanceM(fixes: readonly Fix[]): number {
  let anchor: Fix | null = null;
  let total = 0;
  for (const fix of fixes) {
    if (fix.accuracy > TRACK_RULES.maxAccuracyM) continue;
    if (!anchor) {
      anchor = fix;
      continue;
    }
    const step = haversineM(anchor, fix);
    if (step > Math.max(TRACK_RULES.jitterM, fix.accuracy, anchor.accuracy)) {
      total += step;
      anchor = fix;
    }
  }
  return total;
}

/**
 * Stops: from a fix, the longest run of following fixes all within TRACK_RULES.stopRadiusM of it;
 * a run lasting TRACK_RULES.stopMinutes or more is a stop (at the run's centre) and the search
 * goes on after it. Imprecise fixes neither start nor break a run.
 */
export function stops(fixes: readonly Fix[]): Stop[] {
  const precise = fixes.filter((fix) => fix.accuracy <= TRACK_RULES.maxAccuracyM);
  const found: Stop[] = [];
  let i = 0;
  while (i < precise.length) {
    const start = precise[i] as Fix;
    let j = i;
    while (j + 1 < precise.length && haversineM(start, precise[j + 1] as Fix) <= TRACK_RULES.stopRadiusM) j += 1;
    const end = precise[j] as Fix;
    if (end.at - start.at >= TRACK_RULES.stopMinutes * MINUTE) {
      const run = precise.slice(i, j + 1);
      found.push({
        lat: run.reduce((sum, fix) => sum + fix.lat, 0) / run.length,
        lng: run.reduce((sum, fix) => sum + fix.lng, 0) / run.length,
        from: start.at,
        to: end.at,
      });
      i = j + 1;
    } else {
      i += 1;
    }
  }
  return found;
}

/** Silences longer than TRACK_RULES.gapMinutes between consecutive fixes. */
export function gaps(fixes: readonly Fix[]): Gap[] {
  const found: Gap[] = [];
  for (let i = 1; i < fixes.length; i += 1) {
    const before = fixes[i - 1] as Fix;
    const after = fixes[i] as Fix;
    if (after.at - before.at > TRACK_RULES.gapMinutes * MINUTE) found.push({ from: before.at, to: after.at });
  }
  return found;
}
