import { isClosedState, REOPEN_STATE, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { HttpError } from '../platform/http/http-error.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

export interface RequestedChange {
  estado: ComplaintState;
  motivo?: string | undefined;
  duplicadoDe?: number | undefined;
}

export interface CheckedChange {
  estado: ComplaintState;
  motivo: string | null;
  duplicadoDe: number | null;
}

const M = CASES_STAFF_MSG.server;

/**
 * The rules of issue 13 for one change of state, before any row is read but the complaint's own:
 * any open state may go to any other; a closing state needs a motivo, DUPLICADO a duplicadoDe other
 * than the complaint itself; a closed case may only be reopened, to EN REVISION, by whoever holds
 * `reopenComplaint`. Throws the refusal (400 bad input, 403 not this role, 409 impossible now).
 * Answers the change as it will be stored (blank motivo → null): `motivo` goes into the history
 * whatever the state (a reopening may say why); the complaint keeps it only while closed.
 */
export function checkTransition(id: number, from: ComplaintState, change: RequestedChange, canReopen: boolean): CheckedChange {
  const { estado } = change;
  const motivo = change.motivo?.trim() || null;
  if (estado === from) throw new HttpError(409, M.sameState(estado));
  if (isClosedState(from)) {
    if (estado !== REOPEN_STATE) throw new HttpError(409, M.reopenOnlyToReview);
    if (!canReopen) throw new HttpError(403, M.reopenOnlyAdmin);
  }
  if (change.duplicadoDe !== undefined && estado !== 'DUPLICADO') throw new HttpError(400, M.duplicadoDeOnlyForDuplicate);
  if (isClosedState(estado) && motivo === null) throw new HttpError(400, M.motivoRequired);
  if (estado === 'DUPLICADO') {
    if (change.duplicadoDe === undefined) throw new HttpError(400, M.duplicadoDeRequired);
    if (change.duplicadoDe === id) throw new HttpError(400, M.duplicadoDeSelf);
  }
  return { estado, motivo, duplicadoDe: estado === 'DUPLICADO' ? (change.duplicadoDe ?? null) : null };
}
