/**
 * When to try a kept item again (docs/offline.md, "Retry and backoff"): 5 s, 15 s, 1 min, 5 min
 * after its first failures, then every 15 min for as long as it takes (never a limit, never an
 * expiry). Jitter of ±20 % keeps a street full of phones from retrying in the same second when
 * coverage returns.
 */
export const BACKOFF_STEPS_MS = [5_000, 15_000, 60_000, 300_000] as const;
export const BACKOFF_CEILING_MS = 900_000;
export const JITTER = 0.2;

/** The wait after the `attempts`-th failed attempt (1 for the first); `random` in [0, 1). */
export function backoffDelay(attempts: number, random: number): number {
  const base = BACKOFF_STEPS_MS[Math.max(0, attempts - 1)] ?? BACKOFF_CEILING_MS;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}
