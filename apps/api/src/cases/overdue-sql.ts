import { OPEN_STATES } from '@reclamos/shared-types/cases/values';

/**
 * The overdue rule (`isOverdue` of packages/shared-types/src/cases/rules.ts) as SQL on the
 * complaint row `table`: open, and received before the one bound parameter, the cutoff
 * (`overdueCutoff`). The states are literals, so a statement's text stays the same from one
 * request to the next (SQLite reuses its prepared statement).
 */
export function overdueSql(table: string): string {
  return `(${table}.estado in (${OPEN_STATES.map((estado) => `'${estado}'`).join(', ')}) and ${table}.fecha < ?)`;
}
