import { describe, expect, it } from 'vitest';
import type { ReportRow } from '@reclamos/shared-types/cases/schemas';
import { formatFecha } from '../../../lib/dates.ts';
import { filterRows, toReportRows } from './report-rows.ts';

function complaint(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: 1,
    uuid: '00000000-0000-4000-8000-000000000001',
    fecha: '2026-11-22T18:05:00.000Z',
    cedula: '4455667',
    nombre: 'JUANA MAMANI',
    telefono: '71234567',
    imagen: 'abc.jpg',
    placa: '1234ABC',
    direccion: 'Av. 6 de Agosto y Bolívar',
    descripcion: 'No respetó la parada',
    delito_id: 2,
    delito: 'Desvío de ruta',
    lat: null,
    lng: null,
    codigo: 'ABCD-2345',
    estado: 'RECIBIDO',
    asignado: null,
    vencido: false,
    estancado: false,
    motivo: null,
    fotoRevisada: false,
    ...overrides,
  };
}

describe('formatFecha', () => {
  it('shows the Bolivian wall clock (UTC−4), not UTC', () => {
    expect(formatFecha('2026-11-22T18:05:00.000Z')).toBe('22/11/2026 14:05');
  });

  it('moves a UTC early-morning instant to the previous Bolivian day', () => {
    expect(formatFecha('2026-11-23T02:30:00Z')).toBe('22/11/2026 22:30');
  });
});

describe('filterRows', () => {
  const rows = toReportRows([
    complaint(),
    complaint({
      id: 2,
      nombre: 'PEDRO QUISPE',
      telefono: '60000001',
      placa: '999XYZ',
      delito: 'Exceso de velocidad',
      fecha: '2026-11-21T12:00:00Z',
    }),
  ]);

  it('keeps every row for an empty filter', () => {
    expect(filterRows(rows, '  ')).toHaveLength(2);
  });

  it('searches every visible column, the infraction text and the shown date included', () => {
    expect(filterRows(rows, 'quispe').map((row) => row.id)).toEqual([2]);
    expect(filterRows(rows, 'velocidad').map((row) => row.id)).toEqual([2]);
    expect(filterRows(rows, '22/11/2026').map((row) => row.id)).toEqual([1]);
    expect(filterRows(rows, '7123').map((row) => row.id)).toEqual([1]);
  });

  it('finds the receipt code, the state and the assignee too', () => {
    const coded = toReportRows([
      complaint(),
      complaint({ id: 3, codigo: 'WXYZ-7890', estado: 'EN REVISION', asignado: { id: 2, nombre: 'Marta Flores' } }),
    ]);
    expect(filterRows(coded, 'wxyz-7890').map((row) => row.id)).toEqual([3]);
    expect(filterRows(coded, 'revision marta').map((row) => row.id)).toEqual([3]);
  });

  it('ignores case and accents, and needs every word in any order', () => {
    expect(filterRows(rows, 'DESVIO bolivar').map((row) => row.id)).toEqual([1]);
    expect(filterRows(rows, 'desvío quispe')).toHaveLength(0);
  });

  // Its speed is the bench's business (no test is timed); this checks a month still filters right.
  it('filters a month of complaints (30 000 rows)', () => {
    const many = toReportRows(Array.from({ length: 30_000 }, (_, index) => complaint({ id: index + 1, nombre: `PERSONA ${index}` })));
    const found = filterRows(many, 'persona 2999');
    // Every name containing both words, e.g. PERSONA 2999 and PERSONA 12999; nothing else.
    const expected = many.filter((row) => row.nombre.includes('2999')).map((row) => row.id);
    expect(found.map((row) => row.id)).toEqual(expected);
    expect(expected).toContain(3000);
  });
});
