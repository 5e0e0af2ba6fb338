/**
 * Calendar days and wall clocks in a time zone (America/La_Paz by default): "today", a report's
 * date range and a time typed into a form are Bolivian ones, never UTC's nor the browser's. The
 * API, the PWA and the documents all count days here.
 */
// Building an Intl.DateTimeFormat costs ~0.1 ms; listInsp and reportFecha need four per call.
const formats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function offsetMs(timeZone: string, at: number): number {
  const parts = partsFormat(timeZone).formatToParts(new Date(at));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/**
 * Epoch ms of a wall clock in the zone: 'YYYY-MM-DD' (its 00:00) or 'YYYY-MM-DDTHH:mm' (a
 * datetime-local input's value); NaN when it is neither.
 */
export function zonedWallToInstant(wall: string, timeZone: string): number {
  const match = WALL.exec(wall);
  if (!match) return Number.NaN;
  const [y, m, d, hh, mm] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  const guess = asUtc - offsetMs(timeZone, asUtc);
  // Re-check at the guess, in case an offset change lies between the two instants.
  return asUtc - offsetMs(timeZone, guess);
}

/** Epoch ms of 00:00 of a YYYY-MM-DD day in the zone. */
export function startOfZonedDay(day: string, timeZone: string): number {
  return zonedWallToInstant(day, timeZone);
}

/** The calendar day `days` after (or before, when negative) a 'YYYY-MM-DD' day; no zone involved. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The YYYY-MM-DD day in the zone at an instant. */
export function zonedDay(at: number, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}

/** Date and time as a person in the zone reads it: 22/11/2026 14:05. */
export function formatZoned(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('es-BO', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}
