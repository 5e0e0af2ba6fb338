// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from './database.ts';
import { useThrottledLiveQuery } from './use-throttled-live-query.ts';

const INTERVAL_MS = 200;
const TABLES = ['lookups'] as const;

function countCacheRow(fetchedAt: number) {
  return db.lookups.put({ key: 'delito', value: [], fetchedAt });
}

describe('useThrottledLiveQuery', () => {
  let runs: number;
  const readFetchedAt = async () => {
    runs += 1;
    return (await db.lookups.get('delito'))?.fetchedAt ?? 0;
  };

  beforeEach(async () => {
    runs = 0;
    await db.open();
    await db.lookups.clear();
    await db.complaints.clear();
  });
  afterEach(() => {
    cleanup();
    db.close();
  });

  it('shows the first write after a quiet spell at once', async () => {
    const { result } = renderHook(() => useThrottledLiveQuery(readFetchedAt, TABLES, INTERVAL_MS));
    await waitFor(() => expect(result.current).toBe(0));
    // Past the interval since the first read: the next write is read without waiting.
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS + 20));
    const written = performance.now();
    await act(() => countCacheRow(1));
    await waitFor(() => expect(result.current).toBe(1));
    expect(performance.now() - written).toBeLessThan(INTERVAL_MS);
  });

  it('reads a burst of writes a few times, not once per write, and ends on the last one', async () => {
    const { result } = renderHook(() => useThrottledLiveQuery(readFetchedAt, TABLES, INTERVAL_MS));
    await waitFor(() => expect(result.current).toBe(0));
    const started = performance.now();
    for (let i = 1; i <= 40; i += 1) {
      await act(() => countCacheRow(i));
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const elapsed = performance.now() - started;
    await waitFor(() => expect(result.current).toBe(40), { timeout: INTERVAL_MS * 3 });
    // At most one read per interval (plus the first and the trailing one), far fewer than 40.
    expect(runs).toBeLessThanOrEqual(Math.ceil(elapsed / INTERVAL_MS) + 3);
    expect(runs).toBeLessThan(20);
  });

  it('ignores writes to tables it does not read', async () => {
    const { result } = renderHook(() => useThrottledLiveQuery(readFetchedAt, TABLES, INTERVAL_MS));
    await waitFor(() => expect(result.current).toBe(0));
    const before = runs;
    await act(() => db.myIdentity.put({ cedula: '4455667', nombre: 'ANA QUISPE', telefono: '70123456', updatedAt: 1 }));
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
    expect(runs).toBe(before);
  });

  it('stops reading once unmounted', async () => {
    const { result, unmount } = renderHook(() => useThrottledLiveQuery(readFetchedAt, TABLES, INTERVAL_MS));
    await waitFor(() => expect(result.current).toBe(0));
    unmount();
    const before = runs;
    await countCacheRow(5);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 2));
    expect(runs).toBe(before);
  });
});
