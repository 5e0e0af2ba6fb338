import type { Knex } from 'knex';
import type {
  LineaItem,
  MarcaItem,
  ModeloItem,
  Propietario,
  RegistroPropietario,
  RegistroVehicle,
  TipoItem,
  Vehicle,
} from '@reclamos/shared-types/inspections/schemas';

import type { RegistryVehiculo } from '@reclamos/shared-types/authority/schemas';
import { VEHICLE_PROJECTIONS } from '../authority/vehicle-fields.ts';
import { columnsOf, fromRow } from '../platform/database/record-fields.ts';

/**
 * The registries inspectors look up and keep on their phones: owners (`propietarios`), the shared
 * vehicle registry (`vehiculos`, also read by the complaint form) and the four lookup lists
 * (`tipos_vehiculo`, `marcas`, `modelos`, `lineas`), which only ever grow.
 */

export const LOOKUPS = {
  tipo: { table: 'tipos_vehiculo', column: 'nombre' },
  marca: { table: 'marcas', column: 'marca' },
  modelo: { table: 'modelos', column: 'modelo' },
  linea: { table: 'lineas', column: 'linea' },
} as const;
export type LookupKind = keyof typeof LOOKUPS;

const PROPIETARIO_COLUMNS = ['cedula', 'nombre', 'categoria', 'seguro'] as const;

export interface LookupLists {
  tipos: TipoItem[];
  marcas: MarcaItem[];
  modelos: ModeloItem[];
  lineas: LineaItem[];
}

export class InspectionLookupsRepository {
  constructor(private readonly db: Knex) {}

  async findPropietario(cedula: string, trx: Knex = this.db): Promise<Propietario | undefined> {
    return (await trx('propietarios').select(PROPIETARIO_COLUMNS).where({ cedula }).first()) as Propietario | undefined;
  }

  async findVehicle(placa: string): Promise<Vehicle | undefined> {
    const { inspectorLookup } = VEHICLE_PROJECTIONS;
    const row = (await this.db('vehiculos').select(columnsOf(inspectorLookup)).where({ placa }).first()) as
      Record<string, unknown> | undefined;
    return row ? fromRow<Vehicle>(inspectorLookup, row) : undefined;
  }

  /** The vehicle's registry row as the registry screen shows it (and audits it): every field, and when it last changed. */
  async findRegistryVehicle(placa: string, trx: Knex): Promise<RegistryVehiculo | undefined> {
    const { registry } = VEHICLE_PROJECTIONS;
    const row = (await trx('vehiculos').select(columnsOf(registry)).where({ placa }).first()) as Record<string, unknown> | undefined;
    return row ? fromRow<RegistryVehiculo>(registry, row) : undefined;
  }

  /**
   * Creates the owner or takes the inspection's data into the registry, unless the registry already
   * holds data from a later inspection (an old inspection synced late never overwrites newer
   * data). A blank nombre or categoria never erases a known one.
   */
  async upsertPropietario(p: Propietario, fecha: number, now: number, trx: Knex): Promise<void> {
    const changes: Record<string, string | number> = { seguro: p.seguro, source_fecha: fecha, updated_at: now };
    if (p.nombre) changes.nombre = p.nombre;
    if (p.categoria) changes.categoria = p.categoria;
    await trx('propietarios')
      .insert({ ...p, source_fecha: fecha, updated_at: now })
      .onConflict('cedula')
      .merge(changes)
      .where('propietarios.source_fecha', '<=', fecha);
  }

  /** As for owners; the complaint side's numero, carnet and chofer are left as they are. */
  async upsertVehicle(v: Vehicle, fecha: number, now: number, trx: Knex): Promise<void> {
    const changes: Record<string, string | number> = { source_fecha: fecha, updated_at: now };
    for (const column of ['tipo', 'marca', 'modelo', 'linea'] as const) if (v[column]) changes[column] = v[column];
    await trx('vehiculos')
      .insert({ ...v, source_fecha: fecha, updated_at: now })
      .onConflict('placa')
      .merge(changes)
      .where('vehiculos.source_fecha', '<=', fecha);
  }

  /** A corrected owner name from `actualizar`, taken only if that inspection is the latest source. */
  async renamePropietario(cedula: string, nombre: string, fecha: number, now: number, trx: Knex): Promise<void> {
    await trx('propietarios').where({ cedula }).where('source_fecha', '<=', fecha).update({ nombre, updated_at: now });
  }

  /**
   * Adds the values an inspector typed to the suggestion lists (existing ones stay as they are) and
   * answers the ones it added: a value another transaction added first is not counted here.
   */
  async growLookups(values: Partial<Record<LookupKind, string>>, now: number, trx: Knex): Promise<{ kind: LookupKind; value: string }[]> {
    const added: { kind: LookupKind; value: string }[] = [];
    for (const kind of Object.keys(LOOKUPS) as LookupKind[]) {
      const value = values[kind];
      if (!value) continue;
      const { table, column } = LOOKUPS[kind];
      const inserted = await trx(table)
        .insert({ [column]: value, updated_at: now })
        .onConflict(column)
        .ignore()
        .returning<Record<string, string>[]>([column]);
      if (inserted.length > 0) added.push({ kind, value });
    }
    return added;
  }

  listTipos(): Promise<TipoItem[]> {
    return this.db('tipos_vehiculo').select('id', 'nombre').orderBy('nombre');
  }

  listMarcas(): Promise<MarcaItem[]> {
    return this.db('marcas').select('id', 'marca').orderBy('marca');
  }

  listModelos(): Promise<ModeloItem[]> {
    return this.db('modelos').select('id', 'modelo').orderBy('modelo');
  }

  listLineas(): Promise<LineaItem[]> {
    return this.db('lineas').select('id', 'linea').orderBy('linea');
  }

  /** Owners changed at or after `from` (epoch ms). */
  async propietariosSince(from: number): Promise<RegistroPropietario[]> {
    const rows = (await this.db('propietarios')
      .select([...PROPIETARIO_COLUMNS, 'updated_at'])
      .where('updated_at', '>=', from)
      .orderBy('updated_at')) as (Propietario & { updated_at: number | string })[];
    return rows.map((row) => ({ ...row, updated_at: Number(row.updated_at) }));
  }

  /** Vehicles changed at or after `from` (epoch ms). */
  async vehiclesSince(from: number): Promise<RegistroVehicle[]> {
    const { phoneCopy } = VEHICLE_PROJECTIONS;
    const rows = (await this.db('vehiculos').select(columnsOf(phoneCopy)).where('updated_at', '>=', from).orderBy('updated_at')) as Record<
      string,
      unknown
    >[];
    return rows.map((row) => fromRow<RegistroVehicle>(phoneCopy, row));
  }

  /** Each lookup list whole if anything in it changed at or after `from`, else empty. */
  async lookupsSince(from: number): Promise<LookupLists> {
    const changed = async (table: string) => {
      const row = (await this.db(table).max('updated_at as last').first()) as { last: number | string | null } | undefined;
      return row?.last !== null && row?.last !== undefined && Number(row.last) >= from;
    };
    return {
      tipos: (await changed('tipos_vehiculo')) ? await this.listTipos() : [],
      marcas: (await changed('marcas')) ? await this.listMarcas() : [],
      modelos: (await changed('modelos')) ? await this.listModelos() : [],
      lineas: (await changed('lineas')) ? await this.listLineas() : [],
    };
  }
}
