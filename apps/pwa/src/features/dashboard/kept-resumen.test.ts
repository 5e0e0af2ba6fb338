import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import { keepResumen, keptResumen } from './kept-resumen.ts';

const resumen = (hoy: string) => ({ fechas: { hoy, semanaDesde: hoy } }) as Resumen;

describe('the numbers Principal keeps on the phone', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back the last numbers of that user, with when they arrived', () => {
    keepResumen(7, resumen('2026-11-23'), 1000);
    keepResumen(7, resumen('2026-11-24'), 2000);
    expect(keptResumen(7)).toEqual({ data: resumen('2026-11-24'), receivedAt: 2000 });
  });

  it('never reads a copy an older app kept in an older shape', () => {
    localStorage.setItem('reclamos.resumen.7', JSON.stringify({ data: { fechas: { hoy: '2026-11-24' } }, receivedAt: 1000 }));
    expect(keptResumen(7)).toBeNull();
  });

  it("never gives one account another account's numbers", () => {
    keepResumen(7, resumen('2026-11-24'), 2000);
    expect(keptResumen(8)).toBeNull();
  });

  it('keeps nothing, and fails nothing, where the storage refuses', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    });
    expect(() => keepResumen(7, resumen('2026-11-24'))).not.toThrow();
    expect(keptResumen(7)).toBeNull();
  });
});
