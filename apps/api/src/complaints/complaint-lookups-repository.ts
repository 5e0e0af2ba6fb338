import type { Knex } from 'knex';
import type { Delito } from '@reclamos/shared-types/complaints/schemas';
import { VEHICLE_PROJECTIONS } from '../authority/vehicle-fields.ts';
import { columnsOf, fromRow } from '../platform/database/record-fields.ts';

export interface Persona {
  cedula: string;
  nombre: string;
  telefono: string;
}

export interface Vehiculo {
  placa: string;
  tipo: string;
  linea: string;
  numero: string;
  carnet: string;
  chofer: string;
}

/** The infraction catalogue (`delitos`), persons (`personas`) and the vehicle registry (`vehiculos`). */
export class ComplaintLookupsRepository {
  constructor(private readonly db: Knex) {}

  /** The public list: active infractions only (a retired one stays on its old complaints). */
  listDelitos(): Promise<Delito[]> {
    return this.db('delitos').select('id', 'detalle').where({ activo: true }).orderBy('id');
  }

  async delitoExists(id: number, trx: Knex = this.db): Promise<boolean> {
    return (await trx('delitos').where({ id }).first('id')) !== undefined;
  }

  async findPersona(cedula: string): Promise<Persona | undefined> {
    return (await this.db('personas').select('cedula', 'nombre', 'telefono').where({ cedula }).first()) as Persona | undefined;
  }

  /** Keeps the newest non-empty name and phone a complaint gave for this identity number. */
  /**
   * Records a cédula the registry does not know yet. A known one is never changed from here: the
   * public form is anonymous, and what a caller typed for someone else's cédula stays on the
   * complaint row only (anonymous callers cannot rewrite the registry).
   */
  async addPersonaIfUnknown(persona: Persona, trx: Knex = this.db): Promise<void> {
    await trx('personas')
      .insert({ cedula: persona.cedula, nombre: persona.nombre, telefono: persona.telefono, updated_at: Date.now() })
      .onConflict('cedula')
      .ignore();
  }

  async findVehiculo(placa: string): Promise<Vehiculo | undefined> {
    const { complaintLookup } = VEHICLE_PROJECTIONS;
    const row = (await this.db('vehiculos').select(columnsOf(complaintLookup)).where({ placa }).first()) as
      Record<string, unknown> | undefined;
    return row ? fromRow<Vehiculo>(complaintLookup, row) : undefined;
  }
}
