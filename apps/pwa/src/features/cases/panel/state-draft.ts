import type { EstadoReclamoBody } from '@reclamos/shared-types/cases/schemas';
import { isClosedState, REOPEN_STATE, COMPLAINT_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

/** What the state form holds before it is sent. */
export interface StateDraft {
  estado: ComplaintState | '';
  motivo: string;
  duplicadoDe: string;
}

export const EMPTY_DRAFT: StateDraft = { estado: '', motivo: '', duplicadoDe: '' };

/**
 * The states a person may pick from `current`: any other state while open; from a closed case
 * only the reopening state, and only for whom may reopen (the server enforces it too).
 */
export function targetStates(current: ComplaintState, mayReopen: boolean): ComplaintState[] {
  if (isClosedState(current)) return mayReopen ? [REOPEN_STATE] : [];
  return COMPLAINT_STATES.filter((estado) => estado !== current);
}

/** The body to send, or the Spanish reason it cannot be sent yet (checked again by the server). */
export function draftBody(draft: StateDraft): { body: EstadoReclamoBody } | { problem: string } {
  if (!draft.estado) return { problem: CASES_STAFF_MSG.panel.newState };
  const motivo = draft.motivo.trim();
  if (isClosedState(draft.estado) && !motivo) return { problem: CASES_STAFF_MSG.report.motivoNeeded };
  const body: EstadoReclamoBody = { estado: draft.estado };
  if (motivo && isClosedState(draft.estado)) body.motivo = motivo;
  if (draft.estado === 'DUPLICADO') {
    const id = Number(draft.duplicadoDe);
    if (!Number.isInteger(id) || id < 1) return { problem: CASES_STAFF_MSG.server.duplicadoDeRequired };
    body.duplicadoDe = id;
  }
  return { body };
}
