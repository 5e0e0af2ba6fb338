import type { Knex } from 'knex';

/**
 * Pieces of SQL that build JSON inside the database, for lists too long to turn into JS objects and
 * back into text (reportFecha answers a month of complaints, ~28,000 rows). Both engines write the
 * same JSON text for the same rows.
 */
export type Dialect = 'sqlite' | 'pg';

export function dialectOf(db: Knex): Dialect {
  return (db.client as { config: { client: string } }).config.client === 'pg' ? 'pg' : 'sqlite';
}

/** `Date#toISOString()` of an epoch-millisecond BIGINT column, exactly (integer arithmetic only). */
export function isoFromEpochMs(dialect: Dialect, column: string): string {
  if (dialect === 'pg') {
    return `to_char(to_timestamp(${column} / 1000) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') || '.' || lpad((${column} % 1000)::text, 3, '0') || 'Z'`;
  }
  return `strftime('%Y-%m-%dT%H:%M:%S', ${column} / 1000, 'unixepoch') || '.' || substr('00' || (${column} % 1000), -3) || 'Z'`;
}

/** A JSON object from `[key, SQL expression]` pairs; keys are code constants, never input. */
export function jsonObject(dialect: Dialect, fields: readonly (readonly [string, string])[]): string {
  const args = fields.map(([key, expression]) => `'${key}', ${expression}`).join(', ');
  return dialect === 'pg' ? `json_build_object(${args})` : `json_object(${args})`;
}

/** The JSON array text of `element` over the rows, in `orderBy` order; '[]' when there are none. */
export function jsonArrayText(dialect: Dialect, element: string, orderBy: string): string {
  if (dialect === 'pg') return `coalesce(json_agg(${element} order by ${orderBy})::text, '[]')`;
  return `json_group_array(${element} order by ${orderBy})`;
}

/** A CASE mapping a column's known values to constants (code constants, never input). */
export function caseOf(column: string, mapping: Readonly<Record<string, string>>, otherwise: string): string {
  const branches = Object.entries(mapping)
    .map(([from, to]) => `when '${from}' then '${to}'`)
    .join(' ');
  return `case ${column} ${branches} else '${otherwise}' end`;
}
