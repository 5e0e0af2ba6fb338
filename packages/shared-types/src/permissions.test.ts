import { describe, expect, it } from 'vitest';
import { can, menuFor } from './permissions.ts';

const labels = (id: number, rol: Parameters<typeof menuFor>[0] extends infer P ? (P extends { rol: infer R } ? R : never) : never) =>
  menuFor({ id, rol }).map((entry) => entry.label);

describe('roles table', () => {
  it('gives each role the drawer entries of spec section 6 and of the authority screens', () => {
    const authority = ['Vehículos', 'Infracciones', 'Listas'];
    expect(labels(1, 'ADMINISTRADOR')).toEqual([
      'Principal',
      'Usuarios',
      'Reporte',
      'Inspecion',
      'Posicion Personal',
      ...authority,
      'Auditoría',
    ]);
    expect(labels(7, 'ADMINISTRADOR')).toEqual(['Principal', 'Usuarios', 'Reporte', 'Inspecion', 'Posicion Personal', ...authority]);
    expect(labels(8, 'USUARIO')).toEqual(['Principal', 'Reporte', 'Inspecion', 'Posicion Personal', 'Vehículos']);
    expect(labels(9, 'INSPECTOR')).toEqual(['Principal', 'Inspecion']);
    expect(labels(10, 'CHOFER')).toEqual(['Principal']);
    expect(menuFor(null)).toEqual([]);
  });

  it('keeps user administration to the user with id 1', () => {
    expect(can({ id: 1, rol: 'ADMINISTRADOR' }, 'manageUsers')).toBe(true);
    expect(can({ id: 2, rol: 'ADMINISTRADOR' }, 'manageUsers')).toBe(false);
    expect(can({ id: 1, rol: 'USUARIO' }, 'manageUsers')).toBe(false);
    expect(can({ id: 1, rol: 'ADMINISTRADOR' }, 'readAudit')).toBe(true);
    expect(can({ id: 2, rol: 'ADMINISTRADOR' }, 'readAudit')).toBe(false);
  });

  it('opens a plate page to office and inspectors, not to drivers', () => {
    expect(can({ id: 8, rol: 'USUARIO' }, 'viewPlateHistory')).toBe(true);
    expect(can({ id: 9, rol: 'INSPECTOR' }, 'viewPlateHistory')).toBe(true);
    expect(can({ id: 10, rol: 'CHOFER' }, 'viewPlateHistory')).toBe(false);
  });

  it('lets anonymous callers only submit complaints and verify a control sheet', () => {
    expect(can(null, 'submitComplaint')).toBe(true);
    expect(can(null, 'verifyInspection')).toBe(true);
    expect(can(null, 'useInspections')).toBe(false);
    expect(can(null, 'signedIn')).toBe(false);
    expect(can(null, 'viewReports')).toBe(false);
  });
});
