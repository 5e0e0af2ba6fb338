import { OPEN_STATES } from '@reclamos/shared-types/cases/values';

const OPEN_LIST = OPEN_STATES.map((estado) => `'${estado}'`).join(', ');

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
