import { COMPLAINT_STATES, isClosedState, REOPEN_STATE, type ComplaintState } from './values.ts';

/**
 * The rules of a complaint's case, the one place both sides read them: the server enforces them
 * (apps/api/src/cases/), the staff's screens offer and check only what they allow
 * (apps/pwa/src/features/cases/). Plain functions, no I/O.
 */

const DAY_MS = 24 * 3600_000;

/** The instant before which an open complaint's fecha makes it overdue (COMPLAINT_DUE_DAYS). */
export function overdueCutoff(now: number, dueDays: number): number {
  return now - dueDays * DAY_MS;
}

/**
 * An open case nobody changed for `staleDays` days (PERSONAL_DATA_RETENTION_DAYS) is stale: retention
 * blanks personal data only once a case is closed, so staff are shown the cases that wait for it.
 * `lastChange` is the case's last change of state, else its arrival.
 */
export function isStale(complaint: { estado: ComplaintState; lastChange: number }, now: number, staleDays: number): boolean {
  return !isClosedState(complaint.estado) && complaint.lastChange < staleCutoff(now, staleDays);
}

export function staleCutoff(now: number, staleDays: number): number {
  return now - staleDays * DAY_MS;
}

/** An open complaint received more than `dueDays` days ago is overdue; a closed one never is. */
export function isOverdue(complaint: { estado: ComplaintState; fecha: number }, now: number, dueDays: number): boolean {
  return !isClosedState(complaint.estado) && complaint.fecha < overdueCutoff(now, dueDays);
}

/** A change of state as staff ask for it. */
export interface RequestedChange {
  estado: ComplaintState;
  motivo?: string | undefined;
  duplicadoDe?: number | undefined;
}

/** Why a change of state is refused; each side words it (the server's answer, the screen's hint). */
export type ChangeRefusal =
  | 'sameState'
  | 'reopenOnlyToReview'
  | 'reopenOnlyAdmin'
  | 'duplicadoDeOnlyForDuplicate'
  | 'motivoRequired'
  | 'motivoPersonal'
  | 'duplicadoDeRequired'
  | 'duplicadoDeSelf';

/** What a requested change may lack on its own (`changeRefusal`), whatever the case's state. */
export type DraftRefusal = Extract<
  ChangeRefusal,
  'duplicadoDeOnlyForDuplicate' | 'motivoRequired' | 'motivoPersonal' | 'duplicadoDeRequired'
>;

/** The HTTP status of each refusal: bad input, not this role, impossible in the case's state now. */
export const REFUSAL_STATUS: Record<ChangeRefusal, 400 | 403 | 409> = {
  sameState: 409,
  reopenOnlyToReview: 409,
  reopenOnlyAdmin: 403,
  duplicadoDeOnlyForDuplicate: 400,
  motivoRequired: 400,
  motivoPersonal: 400,
  duplicadoDeRequired: 400,
  duplicadoDeSelf: 400,
};

/**
 * Seven digits or more in a row (a space between them allowed): a phone (8 digits in Bolivia) or a
 * cédula (7 or more). Dates written with '/' or '-' and short numbers do not match.
 */
const PERSONAL_NUMBER = /\d(?: ?\d){6,}/;

/**
 * What the requested change itself must carry, whatever state the case is in: a closing state
 * needs a motivo (the citizen reads it on the follow-up page and anyone in Open311, so it may not
 * carry a phone or cédula number), DUPLICADO the complaint it duplicates, and only DUPLICADO names one.
 */
export function changeRefusal(change: RequestedChange): DraftRefusal | null {
  const motivo = change.motivo?.trim() ?? '';
  if (change.duplicadoDe !== undefined && change.estado !== 'DUPLICADO') return 'duplicadoDeOnlyForDuplicate';
  if (isClosedState(change.estado) && motivo === '') return 'motivoRequired';
  if (isClosedState(change.estado) && PERSONAL_NUMBER.test(motivo)) return 'motivoPersonal';
  if (change.estado === 'DUPLICADO' && change.duplicadoDe === undefined) return 'duplicadoDeRequired';
  return null;
}

/**
 * One change of state of complaint `id` from `from`: any open state may go to any other; a
 * closed case may only be reopened, to EN REVISION, by whoever may reopen (ADMINISTRADOR: the
 * capability `reopenComplaint`); a complaint is never its own duplicate; plus what the change
 * itself must carry (`changeRefusal`).
 */
export function transitionRefusal(id: number, from: ComplaintState, change: RequestedChange, mayReopen: boolean): ChangeRefusal | null {
  if (change.estado === from) return 'sameState';
  if (isClosedState(from)) {
    if (change.estado !== REOPEN_STATE) return 'reopenOnlyToReview';
    if (!mayReopen) return 'reopenOnlyAdmin';
  }
  const refusal = changeRefusal(change);
  if (refusal) return refusal;
  if (change.estado === 'DUPLICADO' && change.duplicadoDe === id) return 'duplicadoDeSelf';
  return null;
}

/** The states a person may move a case in state `from` to (the same rules as transitionRefusal). */
export function targetStates(from: ComplaintState, mayReopen: boolean): ComplaintState[] {
  if (isClosedState(from)) return mayReopen ? [REOPEN_STATE] : [];
  return COMPLAINT_STATES.filter((estado) => estado !== from);
}

/** A change of state as the case's history stores it. */
export interface StoredChange {
  estado: ComplaintState;
  motivo: string | null;
  duplicadoDe: number | null;
}

/** A change as it is stored: a blank motivo is none; only DUPLICADO keeps the original's id. */
export function storedChange(change: RequestedChange): StoredChange {
  return {
    estado: change.estado,
    motivo: change.motivo?.trim() || null,
    duplicadoDe: change.estado === 'DUPLICADO' ? (change.duplicadoDe ?? null) : null,
  };
}
