import { startOfZonedDay, zonedDay } from '@reclamos/shared-types/zoned-time';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date-only time ('YYYY-MM-DD', as a date input sends it) read as that day in the configured
 * zone: today → the receipt time; another day → its noon there (a date alone says no hour, and
 * noon stays inside the day whatever the offset). Anything else is returned as it came.
 */
export function dayAsInstant(value: string | undefined, receivedAt: number, timeZone: string): string | undefined {
  if (value === undefined || !DATE_ONLY.test(value)) return value;
  if (value === zonedDay(receivedAt, timeZone)) return new Date(receivedAt).toISOString();
  return new Date(startOfZonedDay(value, timeZone) + 12 * 3600_000).toISOString();
}
