import { describe, expect, it } from 'vitest';
import { CASE_STAFF_MSG } from '@reclamos/shared-types/messages-case-staff';
import { WORKFLOW_MSG } from '@reclamos/shared-types/messages-workflow';
import { draftBody, targetStates } from './state-draft.ts';

describe('state change draft', () => {
  it('offers every other state while open; only EN REVISION to whom may reopen a closed case', () => {
    expect(targetStates('RECIBIDO', false)).toEqual(['EN REVISION', 'DERIVADO A INSPECCION', 'RESUELTO', 'NO PROCEDE', 'DUPLICADO']);
    expect(targetStates('RESUELTO', false)).toEqual([]);
    expect(targetStates('DUPLICADO', true)).toEqual(['EN REVISION']);
  });

  it('needs a motivo to close and the original to mark a duplicate', () => {
    expect(draftBody({ estado: 'RESUELTO', motivo: '  ', duplicadoDe: '' })).toEqual({ problem: CASE_STAFF_MSG.report.motivoNeeded });
    expect(draftBody({ estado: 'DUPLICADO', motivo: 'Ya reportado', duplicadoDe: '' })).toEqual({
      problem: WORKFLOW_MSG.server.duplicadoDeRequired,
    });
    expect(draftBody({ estado: 'DUPLICADO', motivo: ' Ya reportado ', duplicadoDe: '41' })).toEqual({
      body: { estado: 'DUPLICADO', motivo: 'Ya reportado', duplicadoDe: 41 },
    });
    expect(draftBody({ estado: 'EN REVISION', motivo: 'ignorado', duplicadoDe: '3' })).toEqual({ body: { estado: 'EN REVISION' } });
  });
});
