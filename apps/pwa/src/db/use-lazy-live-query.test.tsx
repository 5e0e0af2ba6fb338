// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './database.ts';
import { useLazyLiveQuery, type Querier } from './use-lazy-live-query.ts';

const readFetchedAt: Querier<number> = async () => (await db.lookups.get('delito'))?.fetchedAt ?? 0;

describe('useLazyLiveQuery', () => {
  beforeEach(async () => {
    await db.open();
    await db.lookups.clear();
  });
  afterEach(() => {
    cleanup();
    db.close();
  });

  it('answers undefined until the querier has arrived, then follows every write', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const { result } = renderHook(() => useLazyLiveQuery(async () => (await arrived, readFetchedAt), []));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBeUndefined();
    arrive();
    await waitFor(() => expect(result.current).toBe(0));
    await act(() => db.lookups.put({ key: 'delito', value: [], fetchedAt: 7 }));
    await waitFor(() => expect(result.current).toBe(7));
  });

  it('keeps `initial` until the first answer, and asks again when its inputs change', async () => {
    await db.lookups.put({ key: 'delito', value: [], fetchedAt: 3 });
    const { result, rerender } = renderHook(
      ({ offset }) => useLazyLiveQuery(async () => async () => (await readFetchedAt()) + offset, [offset], -1),
      { initialProps: { offset: 0 } },
    );
    expect(result.current).toBe(-1);
    await waitFor(() => expect(result.current).toBe(3));
    rerender({ offset: 10 });
    await waitFor(() => expect(result.current).toBe(13));
  });

  it('stops following once unmounted', async () => {
    let runs = 0;
    const { result, unmount } = renderHook(() =>
      useLazyLiveQuery(
        async () => async () => {
          runs += 1;
          return readFetchedAt();
        },
        [],
      ),
    );
    await waitFor(() => expect(result.current).toBe(0));
    unmount();
    const before = runs;
    await db.lookups.put({ key: 'delito', value: [], fetchedAt: 9 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(before);
  });
});
