import { describe, expect, it } from 'vitest';
import { can } from './permissions.ts';
import { ROLES } from './roles.ts';

describe('roles table', () => {
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

  it('sends SOS from the field staff and shows it to the live map viewers, who attend it', () => {
    expect(ROLES.filter((rol) => can({ id: 5, rol }, 'sendSos'))).toEqual(['INSPECTOR', 'CHOFER']);
    // The alert is pushed to the map viewers' socket room: both capabilities name the same roles.
    expect(ROLES.filter((rol) => can({ id: 5, rol }, 'attendSos'))).toEqual(ROLES.filter((rol) => can({ id: 5, rol }, 'viewPositions')));
  });
});
