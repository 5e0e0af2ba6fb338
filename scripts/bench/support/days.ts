import { startOfZonedDay } from '@reclamos/shared-types/zoned-time';

/** The calendar the seeded benches spread their records over: Bolivian days, three years back. */
export const DAY_MS = 24 * 3600_000;
export const ZONE = 'America/La_Paz';
/** Three years of records, the history the report and listInsp benches seed. */
export const HISTORY_DAYS = 3 * 365;

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export function dayString(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export interface History {
  /** The first seeded instant: HISTORY_DAYS days before `end`. */
  start: number;
  /** The start of today (a Bolivian day): the seeded records all lie before it. */
  end: number;
  /** Noon (UTC) of the history's middle day, the day the benches time. */
  middle: number;
}

/** The span the seeded benches fill, as of now. */
export function history(): History {
  const end = startOfZonedDay(dayString(Date.now()), ZONE);
  const start = end - HISTORY_DAYS * DAY_MS;
  return { start, end, middle: start + Math.floor(HISTORY_DAYS / 2) * DAY_MS + 12 * 3600_000 };
}
