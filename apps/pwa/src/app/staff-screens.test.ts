// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Role } from '@reclamos/shared-types/roles';
import { menuFor, STAFF_SCREENS } from './staff-screens.tsx';

const labels = (id: number, rol: Role) => menuFor({ id, rol }).map((entry) => entry.label);

describe('the staff screens table', () => {
  it('gives the drawer entries of the spec per role', () => {
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

  it('links each entry to its screen below /navegador, the start page matched exactly', () => {
    expect(menuFor({ id: 1, rol: 'ADMINISTRADOR' }).map(({ to, exact }) => [to, exact])).toEqual([
      ['/navegador', true],
      ['/navegador/usuario', false],
      ['/navegador/reporte', false],
      ['/navegador/inspeccion', false],
      ['/navegador/posicion', false],
      ['/navegador/vehiculos', false],
      ['/navegador/infracciones', false],
      ['/navegador/listas', false],
      ['/navegador/auditoria', false],
    ]);
  });

  it('answers the spec screens at top level and has one screen per path', () => {
    expect(STAFF_SCREENS.filter((s) => s.topLevel).map((s) => s.path)).toEqual(['usuario', 'reporte', 'inspeccion', 'posicion']);
    const paths = STAFF_SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
