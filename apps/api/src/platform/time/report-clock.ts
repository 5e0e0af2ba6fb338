const AHEAD_TOLERANCE_MS = 5 * 60_000;
const BEHIND_TOLERANCE_MS = 30 * 24 * 3600_000;

/**
 * When the device says the report was made (docs/decisions.md, the clock rule): its own clock,
 * unless that clock is clearly off (more than 5 minutes ahead, or more than 30 days back), in which
 * case the server's receipt time. A wrong phone clock never makes a report refused.
 */
export function reportTime(deviceTime: string | undefined, receivedAt: number): number {
  const claimed = deviceTime === undefined ? NaN : Date.parse(deviceTime);
  if (Number.isNaN(claimed)) return receivedAt;
  if (claimed > receivedAt + AHEAD_TOLERANCE_MS || claimed < receivedAt - BEHIND_TOLERANCE_MS) return receivedAt;
  return claimed;
}
