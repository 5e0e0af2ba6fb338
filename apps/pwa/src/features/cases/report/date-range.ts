import type { ReportFechaBody } from '@reclamos/shared-types/complaints/schemas';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The notice that stops a search before any call, or null when the range may be sent. The
 * 366-day limit is left to the server, whose message says it.
 */
export function rangeProblem(range: ReportFechaBody): string | null {
  if (!DAY.test(range.ini) || !DAY.test(range.fin)) return COMPLAINTS_MSG.server.invalidDate;
  // YYYY-MM-DD strings compare in calendar order.
  if (range.ini > range.fin) return COMPLAINTS_MSG.server.rangeReversed;
  return null;
}
