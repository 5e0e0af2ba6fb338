import { describe, expect, it } from 'vitest';
import { paginate } from './paginate.ts';

const items = Array.from({ length: 120 }, (_, index) => index + 1);

describe('paginate', () => {
  it('cuts the first page of 50', () => {
    const slice = paginate(items, 0, 50);
    expect(slice.rows).toHaveLength(50);
    expect([slice.from, slice.to, slice.total, slice.pageCount]).toEqual([1, 50, 120, 3]);
  });

  it('returns the short last page', () => {
    const slice = paginate(items, 2, 50);
    expect(slice.rows).toEqual(items.slice(100));
    expect([slice.from, slice.to]).toEqual([101, 120]);
  });

  it('clamps a page past the end to the last one', () => {
    expect(paginate(items, 9, 100).page).toBe(1);
  });

  it('describes an empty list as one empty page', () => {
    expect(paginate([], 0, 50)).toEqual({ rows: [], page: 0, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
