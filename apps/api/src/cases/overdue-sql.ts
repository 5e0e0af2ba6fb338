import { OPEN_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';

/** States as SQL literals: a statement's text stays the same from one request to the next. */
export function stateListSql(states: readonly ComplaintState[]): string {
  return states.map((estado) => `'${estado}'`).join(', ');
}

const OPEN_LIST = stateListSql(OPEN_STATES);

/**
 * The overdue rule (`isOverdue` of packages/shared-types/src/cases/rules.ts) as SQL on the
 * complaint row `table`: open, and received before the one bound parameter, the cutoff
 * (`overdueCutoff`). The states are literals, so a statement's text stays the same from one
 * request to the next (SQLite reuses its prepared statement).
 */
export function overdueSql(table: string): string {
  return `(${table}.estado in (${OPEN_LIST}) and ${table}.fecha < ?)`;
}

/** The stale rule (`isStale`) as SQL on `table`: open, last changed (else received) before the one bound cutoff. */
export function staleSql(table: string): string {
  return `(${table}.estado in (${OPEN_LIST}) and coalesce(${table}.estado_at, ${table}.fecha) < ?)`;
}
