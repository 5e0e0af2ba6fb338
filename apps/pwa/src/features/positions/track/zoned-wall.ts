import { zonedWallToInstant } from '@reclamos/shared-types/zoned-time';
import { appTimeZone } from '../../../lib/dates.ts';

/**
 * A wall-clock 'YYYY-MM-DDTHH:mm' (a datetime-local input) read in the app's zone (Oruro), not the
 * browser's: the instant as ISO, or null when it is not a time.
 */
export function wallToIso(wall: string, timeZone = appTimeZone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return null;
  const at = zonedWallToInstant(wall, timeZone);
  return Number.isNaN(at) ? null : new Date(at).toISOString();
}
