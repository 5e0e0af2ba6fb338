import type { EstadoReclamoBody } from '@reclamos/shared-types/cases/schemas';
import { isClosedState } from '@reclamos/shared-types/cases/values';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { changeRefusal, type DraftRefusal } from '@reclamos/shared-types/cases/rules';

/** What the state form holds before it is sent. */
export interface StateDraft {
  estado: EstadoReclamoBody['estado'] | '';
  motivo: string;
  duplicadoDe: string;
}

export const EMPTY_DRAFT: StateDraft = { estado: '', motivo: '', duplicadoDe: '' };

/** The form's words for what the draft itself lacks (the server answers the rest). */
const HINTS: Record<DraftRefusal, string> = {
  motivoRequired: CASES_STAFF_MSG.report.motivoNeeded,
  motivoPersonal: CASES_STAFF_MSG.server.motivoPersonal,
  duplicadoDeRequired: CASES_STAFF_MSG.server.duplicadoDeRequired,
  duplicadoDeOnlyForDuplicate: CASES_STAFF_MSG.server.duplicadoDeOnlyForDuplicate,
};

/**
 * The body to send, or the Spanish reason it cannot be sent yet: the case's rules on what a change
 * must carry (packages/shared-types/src/cases/rules.ts), checked again by the server with the
 * complaint's state. The motivo travels only with a closing state.
 */
export function draftBody(draft: StateDraft): { body: EstadoReclamoBody } | { problem: string } {
  if (!draft.estado) return { problem: CASES_STAFF_MSG.panel.newState };
  const motivo = draft.motivo.trim();
  const id = Number(draft.duplicadoDe);
  const duplicadoDe = draft.estado === 'DUPLICADO' && Number.isInteger(id) && id >= 1 ? id : undefined;
  const refusal = changeRefusal({ estado: draft.estado, motivo, duplicadoDe });
  if (refusal) return { problem: HINTS[refusal] };
  const body: EstadoReclamoBody = { estado: draft.estado };
  if (motivo && isClosedState(draft.estado)) body.motivo = motivo;
  if (duplicadoDe !== undefined) body.duplicadoDe = duplicadoDe;
  return { body };
}
