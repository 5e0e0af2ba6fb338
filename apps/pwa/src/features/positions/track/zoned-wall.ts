import { appTimeZone } from '../../../lib/dates.ts';

function offsetMs(timeZone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')) -
    Math.floor(at / 1000) * 1000
  );
}

/**
 * A wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local input) read in the app's zone (Oruro), not the
 * browser's: the instant as ISO, or null when it is not a time.
 */
export function wallToIso(wall: string, timeZone = appTimeZone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const asUtc = Date.parse(`${wall}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - offsetMs(timeZone, asUtc);
  return new Date(asUtc - offsetMs(timeZone, guess)).toISOString();
}
