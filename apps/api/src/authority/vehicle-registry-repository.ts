import type { Knex } from 'knex';
import type { VehiculoField } from '@reclamos/shared-types/authority/values';
import type { RegistryVehiculo, VehiculoPage } from '@reclamos/shared-types/authority/schemas';
import { LOOKUPS, type LookupKind } from '../inspections/inspection-lookups-repository.ts';
import { columnsOf, fromRow } from '../platform/database/record-fields.ts';
import { VEHICLE_PROJECTIONS } from './vehicle-fields.ts';

/**
 * The vehicle registry (`vehiculos`) as staff keep it: the same rows the complaint lookup
 * (`searchvehiculo`) and the inspection lookup (`vehicle`, `registro`) read. A staff change sets
 * `source_fecha` to now, so an older inspection synced late never overwrites it, while a later
 * inspection still updates the row as before; `updated_at` now, so phones pick it up.
 */

export type VehiculoData = Record<VehiculoField, string>;
export type VehiculoRecord = { placa: string } & VehiculoData;

const REGISTRY = VEHICLE_PROJECTIONS.registry;
const COLUMNS = columnsOf(REGISTRY);
const toRegistryVehiculo = (row: Record<string, unknown>) => fromRow<RegistryVehiculo>(REGISTRY, row);

/** LIKE's own characters in what a person typed, escaped (with '\' as the escape character). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const CHUNK = 400;

export class VehicleRegistryRepository {
  constructor(private readonly db: Knex) {}

  /** `q` (already upper-case): the start of the plate, the line, or any part of the driver's name. */
  async page(q: string, pagina: number, porPagina: number): Promise<VehiculoPage> {
    const base = this.db('vehiculos');
    if (q) {
      const start = `${likeEscaped(q)}%`;
      void base.where((w) => {
        void w
          .whereRaw("placa like ? escape '\\'", [start])
          .orWhereRaw("linea like ? escape '\\'", [start])
          .orWhereRaw("chofer like ? escape '\\'", [`%${likeEscaped(q)}%`]);
      });
    }
    const counted = (await base.clone().count({ n: '*' }).first()) as { n: number | string } | undefined;
    const rows = (await base
      .clone()
      .select(COLUMNS)
      .orderBy('placa')
      .limit(porPagina)
      .offset((pagina - 1) * porPagina)) as Record<string, unknown>[];
    return { items: rows.map(toRegistryVehiculo), total: Number(counted?.n ?? 0), pagina, porPagina };
  }

  async find(placa: string, trx: Knex = this.db): Promise<RegistryVehiculo | undefined> {
    const row = (await trx('vehiculos').select(COLUMNS).where({ placa }).first()) as Record<string, unknown> | undefined;
    return row ? toRegistryVehiculo(row) : undefined;
  }

  /** The rows of these plates, by plate (an import reads its file's plates in chunks). */
  async findMany(placas: readonly string[], trx: Knex = this.db): Promise<Map<string, RegistryVehiculo>> {
    const found = new Map<string, RegistryVehiculo>();
    for (let at = 0; at < placas.length; at += CHUNK) {
      const rows = (await trx('vehiculos')
        .select(COLUMNS)
        .whereIn('placa', placas.slice(at, at + CHUNK))) as Record<string, unknown>[];
      for (const row of rows.map(toRegistryVehiculo)) found.set(row.placa, row);
    }
    return found;
  }

  async insertMany(records: readonly VehiculoRecord[], now: number, trx: Knex): Promise<void> {
    const rows = records.map((record) => ({ ...record, source_fecha: now, updated_at: now }));
    // 12 columns a row: 80 rows stay far under SQLite's 999 bound parameters of old builds.
    for (let at = 0; at < rows.length; at += 80) await trx('vehiculos').insert(rows.slice(at, at + 80));
  }

  async update(placa: string, changes: Partial<VehiculoData>, now: number, trx: Knex): Promise<void> {
    await trx('vehiculos')
      .where({ placa })
      .update({ ...changes, source_fecha: now, updated_at: now });
  }

  /** Adds new tipo, marca, modelo and linea values to the suggestion lists, as inspections do. */
  async growLists(records: readonly Partial<VehiculoData>[], now: number, trx: Knex): Promise<void> {
    for (const kind of Object.keys(LOOKUPS) as LookupKind[]) {
      const { table, column } = LOOKUPS[kind];
      const values = [...new Set(records.map((record) => record[kind] ?? '').filter((value) => value !== ''))];
      for (let at = 0; at < values.length; at += CHUNK) {
        await trx(table)
          .insert(values.slice(at, at + CHUNK).map((value) => ({ [column]: value, updated_at: now })))
          .onConflict(column)
          .ignore();
      }
    }
  }
}
