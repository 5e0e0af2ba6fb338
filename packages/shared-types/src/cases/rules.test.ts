import { describe, expect, it } from 'vitest';
import { changeRefusal, isOverdue, overdueCutoff, storedChange, targetStates, transitionRefusal } from './rules.ts';
import { CLOSED_STATES, COMPLAINT_STATES, OPEN_STATES } from './values.ts';

const DAY = 24 * 3600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe('the overdue rule', () => {
  it('makes an open complaint overdue once it is older than the due days, a closed one never', () => {
    expect(overdueCutoff(NOW, 10)).toBe(NOW - 10 * DAY);
    for (const estado of OPEN_STATES) {
      expect(isOverdue({ estado, fecha: NOW - 10 * DAY - 1 }, NOW, 10)).toBe(true);
      expect(isOverdue({ estado, fecha: NOW - 10 * DAY }, NOW, 10)).toBe(false);
    }
    for (const estado of CLOSED_STATES) expect(isOverdue({ estado, fecha: 0 }, NOW, 10)).toBe(false);
  });
});

describe('the state transitions', () => {
  it('offers exactly the targets the transition rules accept (with what each needs)', () => {
    const needs = (estado: (typeof COMPLAINT_STATES)[number]) =>
      estado === 'DUPLICADO' ? { motivo: 'Ya reportado', duplicadoDe: 2 } : { motivo: 'Motivo' };
    for (const mayReopen of [false, true]) {
      for (const from of COMPLAINT_STATES) {
        const allowed = COMPLAINT_STATES.filter((to) => transitionRefusal(1, from, { estado: to, ...needs(to) }, mayReopen) === null);
        expect(targetStates(from, mayReopen), `${from}, mayReopen ${mayReopen}`).toEqual(allowed);
      }
    }
  });

  it('refuses the same state, anything but EN REVISION from a closed case, and reopening by whom may not', () => {
    expect(transitionRefusal(1, 'RECIBIDO', { estado: 'RECIBIDO' }, true)).toBe('sameState');
    expect(transitionRefusal(1, 'RESUELTO', { estado: 'RECIBIDO' }, true)).toBe('reopenOnlyToReview');
    expect(transitionRefusal(1, 'RESUELTO', { estado: 'EN REVISION' }, false)).toBe('reopenOnlyAdmin');
    expect(transitionRefusal(1, 'RESUELTO', { estado: 'EN REVISION' }, true)).toBeNull();
  });

  it('needs a motivo to close and the original to mark a duplicate, never the complaint itself', () => {
    expect(changeRefusal({ estado: 'RESUELTO', motivo: '  ' })).toBe('motivoRequired');
    // The motivo is public: no phone or cédula number in it; dates and short numbers are fine.
    expect(changeRefusal({ estado: 'RESUELTO', motivo: 'Llamar al 70011223' })).toBe('motivoPersonal');
    expect(changeRefusal({ estado: 'NO PROCEDE', motivo: 'CI 555 1234' })).toBe('motivoPersonal');
    expect(changeRefusal({ estado: 'RESUELTO', motivo: 'Operativo del 26/11/2026, línea 102, 3 sanciones' })).toBeNull();
    expect(changeRefusal({ estado: 'EN REVISION', motivo: '70011223' })).toBeNull();
    expect(changeRefusal({ estado: 'DUPLICADO', motivo: 'Ya reportado' })).toBe('duplicadoDeRequired');
    expect(changeRefusal({ estado: 'EN REVISION', duplicadoDe: 3 })).toBe('duplicadoDeOnlyForDuplicate');
    expect(transitionRefusal(7, 'RECIBIDO', { estado: 'DUPLICADO', motivo: 'Ya reportado', duplicadoDe: 7 }, false)).toBe(
      'duplicadoDeSelf',
    );
  });

  it('stores a blank motivo as none and the original only for DUPLICADO', () => {
    expect(storedChange({ estado: 'EN REVISION', motivo: '  ' })).toEqual({ estado: 'EN REVISION', motivo: null, duplicadoDe: null });
    expect(storedChange({ estado: 'DUPLICADO', motivo: ' Ya ', duplicadoDe: 4 })).toEqual({
      estado: 'DUPLICADO',
      motivo: 'Ya',
      duplicadoDe: 4,
    });
  });
});
