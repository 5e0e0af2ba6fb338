/** The spec's rows-per-page options (users table; the report table follows it); the first is the default. */
export const PAGE_SIZES = [50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface PageSlice<T> {
  rows: T[];
  page: number;
  pageCount: number;
  from: number;
  to: number;
  total: number;
}

/** One page of `items` (pages count from 0); an out-of-range page is clamped to the last one. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const total = items.length;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(0, page), pageCount - 1);
  const start = current * pageSize;
  const rows = items.slice(start, start + pageSize);
  return { rows, page: current, pageCount, from: total === 0 ? 0 : start + 1, to: start + rows.length, total };
}
