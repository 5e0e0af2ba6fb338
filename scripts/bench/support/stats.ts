/**
 * The statistics every bench reports, computed one way: percentiles by nearest rank (the value
 * below which p % of the samples fall, never interpolated), so figures compare across benches.
 */

/** The p-th percentile of samples already sorted ascending; NaN when there are none. */
export function percentileOfSorted(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** The p-th percentile of samples in any order (a sorted copy; the samples stay as they are). */
export function percentile(values: readonly number[], p: number): number {
  return percentileOfSorted(Float64Array.from(values).sort(), p);
}

export function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** The largest sample, NaN when there are none. Not Math.max(...values): 600,000 arguments overflow the stack. */
export function maxOf(values: readonly number[]): number {
  let max = Number.NEGATIVE_INFINITY;
  for (const value of values) if (value > max) max = value;
  return values.length ? max : Number.NaN;
}

/** The middle run of a few (the upper one of an even count), ranked by `key`; undefined when there are none. */
export function medianBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];
}
