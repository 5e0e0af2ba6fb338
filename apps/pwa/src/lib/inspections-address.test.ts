import { describe, expect, it } from 'vitest';
import { inspectionsHref, readInspectionsAddress } from './inspections-address.ts';

describe('the inspections screen address', () => {
  it('reads back what it builds', () => {
    const href = inspectionsHref({ fecha: '2026-11-24', calificacion: 'NO CUMPLE' });
    expect(href).toBe('/navegador/inspeccion?fecha=2026-11-24&calificacion=NO+CUMPLE');
    expect(readInspectionsAddress(new URL(href, 'http://x').searchParams)).toEqual({ fecha: '2026-11-24', calificacion: 'NO CUMPLE' });
  });

  it('is the bare screen without a day or calificacion', () => {
    expect(inspectionsHref({})).toBe('/navegador/inspeccion');
  });

  it('ignores a malformed day or an unknown calificacion', () => {
    expect(readInspectionsAddress(new URLSearchParams('fecha=24/11/2026&calificacion=REGULAR'))).toEqual({
      fecha: null,
      calificacion: null,
    });
  });
});
