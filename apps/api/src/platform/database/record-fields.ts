import { isoFromEpochMs, jsonObject, type Dialect } from './json-sql.ts';

/**
 * A record's field map: the one place that says which key of the API's answer comes from which
 * column and how. Its select list, its row → object mapping, its JSON written by the database and
 * its insert row are all derived from it, so the four cannot disagree (test/contract/ checks the
 * answers against the contract's schemas on both engines).
 */
export type FieldMap = readonly Field[];

export type Field =
  /**
   * A column as it is; `iso`: an epoch-millisecond column answered as an ISO instant; `epoch`: one
   * answered as a number (PostgreSQL hands a bigint over as text).
   */
  | { key: string; column: string; iso?: boolean; epoch?: boolean }
  /** A computed value the database writes (only in SQL JSON; never inserted). */
  | { key: string; sql: string }
  /** A nested object of the answer made of columns of the same row. */
  | { key: string; fields: FieldMap };

export const column = (key: string, name = key): Field => ({ key, column: name });
export const instant = (key: string, name = key): Field => ({ key, column: name, iso: true });
export const epochMs = (key: string, name = key): Field => ({ key, column: name, epoch: true });
export const computed = (key: string, sql: string): Field => ({ key, sql });
export const nested = (key: string, fields: FieldMap): Field => ({ key, fields });

/** The columns to select, in the order `fromValues` reads them. */
export function columnsOf(fields: FieldMap): string[] {
  return fields.flatMap((field) => ('fields' in field ? columnsOf(field.fields) : 'column' in field ? [field.column] : []));
}

/** One column's value as the answer gives it. */
function answerValue(field: { iso?: boolean; epoch?: boolean }, value: unknown): unknown {
  if (field.iso) return new Date(Number(value)).toISOString();
  return field.epoch ? Number(value) : value;
}

/** The answer object from a row as knex returns it (keyed by column); nested fields read the same row. */
export function fromRow<T>(fields: FieldMap, row: Record<string, unknown>): T {
  const build = (map: FieldMap): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    for (const field of map) {
      if ('fields' in field) object[field.key] = build(field.fields);
      else if ('column' in field) object[field.key] = answerValue(field, row[field.column] ?? null);
    }
    return object;
  };
  return build(fields) as T;
}

/** The answer object from a row's values in `columnsOf` order (a raw-mode row). */
export function fromValues<T>(fields: FieldMap, values: readonly unknown[]): T {
  let at = 0;
  const build = (map: FieldMap): Record<string, unknown> => {
    const object: Record<string, unknown> = {};
    for (const field of map) {
      if ('fields' in field) object[field.key] = build(field.fields);
      else if ('column' in field) {
        object[field.key] = answerValue(field, values[at++] ?? null);
      }
    }
    return object;
  };
  return build(fields) as T;
}

/** The same object written by the database as JSON, key for key in the same order. */
export function jsonOf(dialect: Dialect, fields: FieldMap, prefix = ''): string {
  return jsonObject(
    dialect,
    fields.map((field) => {
      if ('fields' in field) return [field.key, jsonOf(dialect, field.fields, prefix)] as const;
      if ('sql' in field) return [field.key, field.sql] as const;
      const name = `${prefix}${field.column}`;
      return [field.key, field.iso ? isoFromEpochMs(dialect, name) : name] as const;
    }),
  );
}

/** The insert row of a record given in the answer's shape (instants as epoch milliseconds). */
export function rowOf(fields: FieldMap, record: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if ('fields' in field) Object.assign(row, rowOf(field.fields, (record[field.key] ?? {}) as Record<string, unknown>));
    else if ('column' in field && field.key in record) row[field.column] = record[field.key];
  }
  return row;
}
