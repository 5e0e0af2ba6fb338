import { describe, expect, it } from 'vitest';
import { targetStates } from '@reclamos/shared-types/cases/rules';
import { draftBody } from './state-draft.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

describe('state change draft', () => {
  it('offers every other state while open; only EN REVISION to whom may reopen a closed case', () => {
    expect(targetStates('RECIBIDO', false)).toEqual(['EN REVISION', 'DERIVADO A INSPECCION', 'RESUELTO', 'NO PROCEDE', 'DUPLICADO']);
    expect(targetStates('RESUELTO', false)).toEqual([]);
    expect(targetStates('DUPLICADO', true)).toEqual(['EN REVISION']);
  });

  it('needs a motivo to close and the original to mark a duplicate', () => {
    expect(draftBody({ estado: 'RESUELTO', motivo: '  ', duplicadoDe: '' })).toEqual({ problem: CASES_STAFF_MSG.report.motivoNeeded });
    expect(draftBody({ estado: 'DUPLICADO', motivo: 'Ya reportado', duplicadoDe: '' })).toEqual({
      problem: CASES_STAFF_MSG.server.duplicadoDeRequired,
    });
    expect(draftBody({ estado: 'DUPLICADO', motivo: ' Ya reportado ', duplicadoDe: '41' })).toEqual({
      body: { estado: 'DUPLICADO', motivo: 'Ya reportado', duplicadoDe: 41 },
    });
    expect(draftBody({ estado: 'EN REVISION', motivo: 'ignorado', duplicadoDe: '3' })).toEqual({ body: { estado: 'EN REVISION' } });
  });
});
