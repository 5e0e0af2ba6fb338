import { describe, expect, it } from 'vitest';
import { changeLines, toQuery, NO_FILTERS } from './audit-values.ts';

describe('audit trail values', () => {
  it('shows only the fields an edit changed', () => {
    const lines = changeLines({
      antes: { nombre: 'ANA', rol: 'USUARIO', email: 'a@x.bo' },
      despues: { nombre: 'ANA', rol: 'INSPECTOR', email: 'a@x.bo' },
    });
    expect(lines).toEqual({ antes: ['rol: USUARIO'], despues: ['rol: INSPECTOR'] });
  });

  it('shows every field of a create or a delete on its side only', () => {
    expect(changeLines({ antes: null, despues: { detalle: 'Cobro excesivo', activo: true } })).toEqual({
      antes: [],
      despues: ['detalle: Cobro excesivo', 'activo: true'],
    });
    expect(changeLines({ antes: { placa: 'ABC1' }, despues: null })).toEqual({ antes: ['placa: ABC1'], despues: [] });
  });

  it('leaves empty filters out of the query and sends the user as a number', () => {
    expect(toQuery(NO_FILTERS)).toEqual({});
    expect(toQuery({ ...NO_FILTERS, desde: '2026-11-01', usuario: '7', accion: 'crear' })).toEqual({
      desde: '2026-11-01',
      usuario: 7,
      accion: 'crear',
    });
  });
});
