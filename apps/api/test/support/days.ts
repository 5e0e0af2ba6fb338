import { zonedDay } from '@reclamos/shared-types/zoned-time';

/** The zone buildTestApp's config falls back to: the days the tests count are La Paz's. */
export const TEST_ZONE = 'America/La_Paz';

/**
 * The calendar day (YYYY-MM-DD in the zone) of a stamped time such as an answer's `fecha`: the
 * day whose lists hold that row, even when a test reads them after midnight has passed.
 */
export function dayOfFecha(fecha: string | number, timeZone = TEST_ZONE): string {
  const at = typeof fecha === 'number' ? fecha : Date.parse(fecha);
  if (Number.isNaN(at)) throw new Error(`not a time: ${String(fecha)}`);
  return zonedDay(at, timeZone);
}

/** Today in the zone, read now. */
export function todayIn(timeZone = TEST_ZONE): string {
  return zonedDay(Date.now(), timeZone);
}
