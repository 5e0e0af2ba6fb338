import { isClosedState } from '@reclamos/shared-types/cases/values';
import { db } from '../../db/database.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { CaseState, LocalComplaint } from './local-rows.ts';
import { fetchSeguimiento } from './complaints-api.ts';

/** Most complaints one refresh asks about (the endpoint is rate-limited per address). */
const MAX_PER_REFRESH = 20;
/** A closed case changes only if an administrator reopens it: ask again after a day. */
const CLOSED_RECHECK_MS = 24 * 3600_000;

/** The phone's sent complaints whose state is worth asking about now, newest first. */
export function dueForRefresh(rows: readonly LocalComplaint[], now: number): LocalComplaint[] {
  return rows
    .filter((row) => row.status === 'synced' && row.codigo)
    .filter((row) => !row.caso || !isClosedState(row.caso.estado) || now - row.caso.checkedAt > CLOSED_RECHECK_MS)
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(0, MAX_PER_REFRESH);
}

/**
 * Asks the server for the state of this phone's complaints and keeps the answers beside them. Only
 * the public answer is kept (state, reason, last change). Stops at the first network failure or
 * rate limit; an unknown code (a server restored from an older backup) is left as it is.
 */
export async function refreshCaseStates(signal?: AbortSignal, now = Date.now()): Promise<number> {
  const due = dueForRefresh(await db.complaints.toArray(), now);
  let updated = 0;
  for (const row of due) {
    if (signal?.aborted) break;
    try {
      const answer = await fetchSeguimiento(row.codigo!, signal);
      const caso: CaseState = {
        estado: answer.estado,
        motivo: answer.motivo ?? null,
        actualizado: answer.actualizado,
        checkedAt: Date.now(),
      };
      await db.complaints.update(row.uuid, { caso });
      updated += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) continue;
      break;
    }
  }
  return updated;
}
