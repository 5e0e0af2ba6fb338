import type { Knex } from 'knex';
import type { ListKind } from '@reclamos/shared-types/authority/values';
import { LOOKUPS } from '../inspections/inspection-lookups-repository.ts';

export interface MergeOutcome {
  /** The merged values that were in the list (removed now). */
  fusionados: string[];
  /** Values of `desde` the list does not hold. */
  unknown: string[];
  /** Registry rows that read one of `desde` and now read `hacia`. */
  vehiculos: number;
}

/**
 * Merges values of a suggestion list into one: the list keeps `hacia` only and the vehicle
 * registry's rows follow; an inspection is an official record and keeps the owner and vehicle as
 * they were inspected (its snapshot columns), so the `inspecciones` table is never touched.
 * `hacia`'s row is stamped `updated_at = now`, so the phones' next `registro` delta carries the
 * whole list again and drops the merged values.
 */
export class ListMergeRepository {
  constructor(private readonly db: Knex) {}

  /** Values (already normalised) the list does not hold. */
  async unknownValues(kind: ListKind, values: readonly string[], trx: Knex = this.db): Promise<string[]> {
    const { table, column } = LOOKUPS[kind];
    const rows = (await trx(table)
      .select(column)
      .whereIn(column, [...values])) as Record<string, string>[];
    const known = new Set(rows.map((row) => row[column]));
    return values.filter((value) => !known.has(value));
  }

  async merge(kind: ListKind, desde: readonly string[], hacia: string, now: number, trx: Knex): Promise<MergeOutcome> {
    const { table, column } = LOOKUPS[kind];
    const unknown = await this.unknownValues(kind, desde, trx);
    const fusionados = desde.filter((value) => !unknown.includes(value));
    await trx(table)
      .insert({ [column]: hacia, updated_at: now })
      .onConflict(column)
      .merge({ updated_at: now });
    await trx(table)
      .whereIn(column, [...desde])
      .del();
    const vehiculos = await trx('vehiculos')
      .whereIn(kind, [...desde])
      .update({ [kind]: hacia, updated_at: now });
    return { fusionados, unknown, vehiculos: Number(vehiculos) };
  }
}
