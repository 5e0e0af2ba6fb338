import { describe, expect, it } from 'vitest';
import type { Inspection } from '@reclamos/shared-types/schemas/inspections';
import { filterInspectionRows, toInspectionRow } from './inspection-rows.ts';

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
    const state = { status: 'synced' as const, message: null, rejectedItem: null, mine: false };
    const rows = [toInspectionRow(record('SIN EXTINTOR', 'ANA QUISPE'), state), toInspectionRow(record('TODO BIEN', 'LUIS MAMANI'), state)];
    expect(rows[0]?.fechaText).toBe('22/11/2026 10:05');
    expect(filterInspectionRows(rows, 'extintor ana')).toHaveLength(1);
    expect(filterInspectionRows(rows, 'minibus linea 102 perez')).toHaveLength(2);
    expect(filterInspectionRows(rows, '22/11/2026 mamani')).toEqual([rows[1]]);
    expect(filterInspectionRows(rows, '  ')).toHaveLength(2);
  });
});
