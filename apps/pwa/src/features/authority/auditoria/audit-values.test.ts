import { formatFecha } from '../../../lib/dates.ts';
import { describe, expect, it } from 'vitest';
import { changeLines, show, toQuery, NO_FILTERS } from './audit-values.ts';

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
      despues: ['detalle: Cobro excesivo', 'activo: sí'],
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

  it("shows values as a person reads them: list items, yes/no, instants in Bolivia's time", () => {
    expect(changeLines({ antes: { desde: ['JMC', 'JMC.'] }, despues: { hacia: 'JMC' } })).toEqual({
      antes: ['desde: JMC, JMC.'],
      despues: ['hacia: JMC'],
    });
    // 12:03 UTC is 08:03 in La Paz (UTC−4 all year).
    expect(show('2026-11-25T12:03:34.032Z')).toBe(formatFecha('2026-11-25T12:03:34.032Z'));
    expect(show('2026-11-25T12:03:34.032Z')).toContain('08:03');
    expect(show({ nombre: 'ANA', activo: false })).toBe('nombre: ANA; activo: no');
  });
});
