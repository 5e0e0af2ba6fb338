import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, isClosedState, normalizeCodigo } from './values.ts';

describe('receipt codes', () => {
  it('have no look-alike characters', () => {
    for (const char of '01ILO') expect(CODE_ALPHABET).not.toContain(char);
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
  });

  it('are found however the citizen types them', () => {
    expect(normalizeCodigo('ab3d-ef7h')).toBe('AB3D-EF7H');
    expect(normalizeCodigo(' AB3D EF7H ')).toBe('AB3D-EF7H');
    expect(normalizeCodigo('AB3DEF7H')).toBe('AB3D-EF7H');
  });

  it('are refused when they cannot be one', () => {
    for (const typed of ['', 'AB3D-EF7', 'AB3D-EF7HX', 'AB1D-EF7H', 'ABOD-EF7H', "' or 1=1"]) expect(normalizeCodigo(typed)).toBeNull();
  });
});

describe('states', () => {
  it('close a case only as RESUELTO, NO PROCEDE or DUPLICADO', () => {
    expect(
      ['RECIBIDO', 'EN REVISION', 'DERIVADO A INSPECCION', 'RESUELTO', 'NO PROCEDE', 'DUPLICADO'].map((estado) =>
        isClosedState(estado as never),
      ),
    ).toEqual([false, false, false, true, true, true]);
  });
});
