import { describe, expect, it } from 'vitest';
import { column, columnsOf, epochMs, fromRow, fromValues, instant, nested } from './record-fields.ts';

const FIELDS = [
  column('placa'),
  nested('owner', [column('nombre', 'owner_nombre')]),
  instant('at', 'created_at'),
  epochMs('since', 'updated_at'),
];

describe('a field map', () => {
  it('selects its columns in order and reads a keyed row and a raw row alike', () => {
    expect(columnsOf(FIELDS)).toEqual(['placa', 'owner_nombre', 'created_at', 'updated_at']);
    // PostgreSQL hands bigints over as text: the epoch field still answers a number.
    const expected = { placa: '1234ABC', owner: { nombre: 'Ana' }, at: '2026-11-25T12:00:00.000Z', since: 1_764_072_000_000 };
    const at = Date.parse('2026-11-25T12:00:00Z');
    expect(fromRow(FIELDS, { placa: '1234ABC', owner_nombre: 'Ana', created_at: String(at), updated_at: '1764072000000' })).toEqual(
      expected,
    );
    expect(fromValues(FIELDS, ['1234ABC', 'Ana', at, 1_764_072_000_000])).toEqual(expected);
  });
});
