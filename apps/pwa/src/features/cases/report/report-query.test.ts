import { describe, expect, it } from 'vitest';
import { queryParams, readQuery, toRequest } from './report-query.ts';

const TODAY = '2026-11-24';

describe('report query in the address', () => {
  it('defaults to today with no filter, and then sends the spec body alone', () => {
    const query = readQuery(new URLSearchParams(''), TODAY);
    expect(query).toEqual({ ini: TODAY, fin: TODAY, segun: 'llegada', abiertos: false, estado: [], asignado: undefined, vencido: false });
    expect(toRequest(query)).toEqual({ ini: TODAY, fin: TODAY });
  });

  it('round-trips every filter, several states and the unassigned', () => {
    const query = {
      ini: '2026-11-01',
      fin: '2026-11-24',
      segun: 'llegada' as const,
      abiertos: false,
      estado: ['RECIBIDO', 'EN REVISION'] as const,
      asignado: null,
      vencido: true,
    };
    const params = queryParams({ ...query, estado: [...query.estado] }, 12);
    expect(params.get('caso')).toBe('12');
    expect(readQuery(params, TODAY)).toEqual({ ...query, estado: [...query.estado] });
    expect(toRequest(readQuery(params, TODAY))).toEqual({
      ini: '2026-11-01',
      fin: '2026-11-24',
      estado: ['RECIBIDO', 'EN REVISION'],
      asignado: null,
      vencido: true,
    });
  });

  it('sends one state as a string and a staff id as a number; drops what is not a state or a day', () => {
    const query = readQuery(new URLSearchParams('ini=2026-11-02&fin=nada&estado=RESUELTO&estado=CUALQUIERA&asignado=7'), TODAY);
    expect(query).toEqual({
      ini: '2026-11-02',
      fin: '2026-11-02',
      segun: 'llegada',
      abiertos: false,
      estado: ['RESUELTO'],
      asignado: 7,
      vencido: false,
    });
    expect(toRequest(query)).toEqual({ ini: '2026-11-02', fin: '2026-11-02', estado: 'RESUELTO', asignado: 7 });
  });

  it('selects by closing day, or every open case without dates, and sends exactly that', () => {
    const closed = readQuery(new URLSearchParams('ini=2026-11-23&fin=2026-11-24&segun=cierre&estado=RESUELTO'), TODAY);
    expect(closed).toMatchObject({ ini: '2026-11-23', fin: '2026-11-24', segun: 'cierre', abiertos: false });
    expect(toRequest(closed)).toEqual({ ini: '2026-11-23', fin: '2026-11-24', segun: 'cierre', estado: 'RESUELTO' });
    expect(queryParams(closed).toString()).toBe('ini=2026-11-23&fin=2026-11-24&segun=cierre&estado=RESUELTO');
    const open = readQuery(new URLSearchParams('abiertos=1&vencido=1'), TODAY);
    expect(open).toMatchObject({ ini: TODAY, fin: TODAY, abiertos: true, vencido: true });
    expect(toRequest(open)).toEqual({ abiertos: true, vencido: true });
    expect(queryParams(open).toString()).toBe('abiertos=1&vencido=1');
  });
});
