import { describe, expect, it } from 'vitest';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { filterInspectionRows, InspectionRowCache, toInspectionRow } from './inspection-rows.ts';

const record = (observacion: string, nombre: string): Inspection => ({
  id: 1,
  uuid: crypto.randomUUID(),
  fecha: '2026-11-22T14:05:00.000Z',
  ventanas: 'BUENO',
  puertas: 'BUENO',
  ventilacion: 'BUENO',
  luz: 'BUENO',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'CUMPLE',
  observacion,
  radicatoria: '',
  propietario: { cedula: '4455667', nombre, categoria: '', seguro: 'SOAT' },
  vehicle: { placa: '1234ABC', tipo: 'MINIBÚS', marca: '', modelo: '', linea: 'LÍNEA 102' },
  inspector: { id: 3, nombre: 'JUAN PÉREZ' },
  lat: null,
  lng: null,
  created_at: '2026-11-22T14:05:00.000Z',
  updated_at: '2026-11-22T14:05:00.000Z',
});

describe('inspection rows', () => {
  it('shows the Bolivian date-time and filters every visible column without accents, any word order', () => {
    const state = { status: 'synced' as const, message: null, rejectedItem: null, editable: false };
    const rows = [toInspectionRow(record('SIN EXTINTOR', 'ANA QUISPE'), state), toInspectionRow(record('TODO BIEN', 'LUIS MAMANI'), state)];
    expect(rows[0]?.fechaText).toBe('22/11/2026 10:05');
    expect(filterInspectionRows(rows, 'extintor ana')).toHaveLength(1);
    expect(filterInspectionRows(rows, 'minibus linea 102 perez')).toHaveLength(2);
    expect(filterInspectionRows(rows, '22/11/2026 mamani')).toEqual([rows[1]]);
    expect(filterInspectionRows(rows, '  ')).toHaveLength(2);
  });

  it('keeps only the chosen calificacion, together with the text filter', () => {
    const state = { status: 'synced' as const, message: null, rejectedItem: null, editable: false };
    const failed = { ...record('SIN EXTINTOR', 'ANA QUISPE'), calificacion: 'NO CUMPLE' as const };
    const rows = [
      toInspectionRow(failed, state),
      toInspectionRow(record('TODO BIEN', 'LUIS MAMANI'), state),
      toInspectionRow(record('TODO BIEN', 'ANA ROJAS'), state),
    ];
    expect(filterInspectionRows(rows, '', 'NO CUMPLE')).toEqual([rows[0]]);
    expect(filterInspectionRows(rows, '', 'CUMPLE')).toEqual([rows[1], rows[2]]);
    expect(filterInspectionRows(rows, 'ana', 'CUMPLE')).toEqual([rows[2]]);
    expect(filterInspectionRows(rows, '', null)).toHaveLength(3);
  });

  it('hands back the same row while its record and state are unchanged, a new one when either changes', () => {
    const cache = new InspectionRowCache();
    const pending = { status: 'pending' as const, message: null, rejectedItem: null, editable: true };
    const first = record('SIN EXTINTOR', 'ANA QUISPE');
    const second = record('TODO BIEN', 'LUIS MAMANI');
    const [a1, b1] = cache.rows([
      { record: first, state: pending },
      { record: second, state: pending },
    ]);
    // A fresh read gives fresh objects with the same content (IndexedDB clones on every read).
    const [a2, b2] = cache.rows([
      { record: structuredClone(first), state: { ...pending } },
      { record: { ...structuredClone(second), id: 42 }, state: { ...pending, status: 'synced' } },
    ]);
    expect(a2).toBe(a1);
    expect(b2).not.toBe(b1);
    expect(b2).toMatchObject({ status: 'synced', record: { id: 42 } });
    const [a3] = cache.rows([{ record: { ...first, observacion: 'EDITADA' }, state: pending }]);
    expect(a3).not.toBe(a1);
    expect(a3?.haystack).toContain('editada');
    // A row left out of a read is forgotten: when it comes back it is built again.
    const [kept] = cache.rows([{ record: second, state: pending }]);
    expect(cache.rows([{ record: second, state: pending }])[0]).toBe(kept);
    cache.rows([]);
    expect(cache.rows([{ record: second, state: pending }])[0]).not.toBe(kept);
  });
});
