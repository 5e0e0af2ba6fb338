import { describe, expect, it } from 'vitest';
import { afterColon, rowActionName } from './row-action-name.ts';

describe('rowActionName', () => {
  it('begins with the text the control shows, then names the row', () => {
    expect(rowActionName('Modificar', 'Juan Pérez (jperez)')).toBe('Modificar: Juan Pérez (jperez)');
    expect(rowActionName('ACTIVO', 'cambiar estado', 'Juan Pérez (jperez)')).toBe('ACTIVO: cambiar estado, Juan Pérez (jperez)');
  });

  it('lower-cases only the first letter of a sentence that follows the colon', () => {
    expect(afterColon('Abrir el caso del reclamo N° 3001')).toBe('abrir el caso del reclamo N° 3001');
    expect(afterColon('Ésta')).toBe('ésta');
    expect(afterColon('')).toBe('');
  });
});
