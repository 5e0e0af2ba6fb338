import { describe, expect, it, vi } from 'vitest';
import {
  EMPTY_GROUP,
  LIST_ERROR_LOG,
  applyLiveUpdate,
  isQuiet,
  loadList,
  minutesSince,
  redraw,
  type MapPosition,
} from './position-rules.ts';

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const ana: MapPosition = { id: 1, nombre: 'Ana', lat: -17.97, lng: -67.11, seenAt: T0 - 60_000 };
const beto: MapPosition = { id: 2, nombre: 'Beto', lat: -17.96, lng: -67.12, seenAt: T0 - 120_000 };
const list: readonly MapPosition[] = [ana, beto];

describe('live updates', () => {
  it('1. ignores an update whose lat or lng is null', () => {
    expect(applyLiveUpdate(list, { id: 1, nombre: 'Ana', lat: null, lng: -67.1 }, T0)).toBe(list);
    expect(applyLiveUpdate(list, { id: 3, nombre: 'Ciro', lat: -17.9, lng: null }, T0)).toBe(list);
  });

  it('2. removes a listed user when lat or lng is 0', () => {
    expect(applyLiveUpdate(list, { id: 1, nombre: 'Ana', lat: 0, lng: 0 }, T0)).toEqual([beto]);
    expect(applyLiveUpdate(list, { id: 2, nombre: 'Beto', lat: -17.9, lng: 0 }, T0)).toEqual([ana]);
  });

  it('3. ignores a 0 for a user who is not listed', () => {
    expect(applyLiveUpdate(list, { id: 9, nombre: 'Nadie', lat: 0, lng: 0 }, T0)).toBe(list);
  });

  it('4. replaces a listed user with non-zero coordinates, in place, seen now', () => {
    const next = applyLiveUpdate(list, { id: 1, nombre: 'Ana M.', lat: -17.95, lng: -67.1 }, T0);
    expect(next).toEqual([{ id: 1, nombre: 'Ana M.', lat: -17.95, lng: -67.1, seenAt: T0 }, beto]);
    expect(list[0]).toBe(ana); // the previous list is left as it was
  });

  it('5. adds a user not listed with non-zero coordinates', () => {
    const next = applyLiveUpdate(list, { id: 3, nombre: 'Ciro', lat: -17.98, lng: -67.13 }, T0);
    expect(next).toEqual([ana, beto, { id: 3, nombre: 'Ciro', lat: -17.98, lng: -67.13, seenAt: T0 }]);
  });
});

describe('redraw of the marker group', () => {
  it('6. discards the previous group, builds a new one, and skips falsy lat or lng', () => {
    const first = redraw(EMPTY_GROUP, list);
    expect(first.markers.map((marker) => marker.id)).toEqual([1, 2]);

    const withHoles: MapPosition[] = [
      { ...beto },
      { id: 4, nombre: 'Cero', lat: 0, lng: -67.1, seenAt: T0 },
      { id: 5, nombre: 'Nulo', lat: -17.9, lng: null, seenAt: T0 },
      { id: 6, nombre: 'NaN', lat: Number.NaN, lng: -67.1, seenAt: T0 },
    ];
    const second = redraw(first, withHoles);
    expect(second).not.toBe(first);
    expect(second.generation).toBeGreaterThan(first.generation);
    // Ana was in the previous group only: nothing of it survives a redraw.
    expect(second.markers).toEqual([{ id: 2, nombre: 'Beto', lat: -17.96, lng: -67.12, seenAt: beto.seenAt }]);
    expect(first.markers.map((marker) => marker.id)).toEqual([1, 2]);
  });
});

describe('loading the list', () => {
  it("on failure only logs 'Error cargando puntos' and answers null", async () => {
    const log = vi.fn();
    await expect(loadList(() => Promise.reject(new Error('offline')), log)).resolves.toBeNull();
    expect(log.mock.calls).toEqual([[LIST_ERROR_LOG]]);
    expect(LIST_ERROR_LOG).toBe('Error cargando puntos');
  });

  it('answers the list and logs nothing when the call works', async () => {
    const log = vi.fn();
    await expect(loadList(() => Promise.resolve(list), log)).resolves.toBe(list);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('quiet devices', () => {
  it('turn grey after 10 minutes without a report', () => {
    expect(isQuiet(T0 - 9 * 60_000 - 59_000, T0)).toBe(false);
    expect(isQuiet(T0 - 10 * 60_000, T0)).toBe(true);
  });

  it('count whole minutes, never negative', () => {
    expect(minutesSince(T0 - 61_000, T0)).toBe(1);
    expect(minutesSince(T0 + 5000, T0)).toBe(0);
  });
});
