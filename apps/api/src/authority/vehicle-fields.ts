import { VEHICULO_FIELDS, type VehiculoField } from '@reclamos/shared-types/authority/values';
import { column, epochMs, instant, type Field, type FieldMap } from '../platform/database/record-fields.ts';

/**
 * The vehicle registry table `vehiculos` once, and what each reader of it sees. The complaint form,
 * the inspectors and the office all read the same rows; each projection below is one answer's
 * shape, so a column is added here and to the projections that show it, and nowhere else.
 */
const VEHICLE = {
  placa: column('placa'),
  tipo: column('tipo'),
  marca: column('marca'),
  modelo: column('modelo'),
  linea: column('linea'),
  numero: column('numero'),
  carnet: column('carnet'),
  chofer: column('chofer'),
} as const satisfies Record<'placa' | VehiculoField, Field>;

const { placa, tipo, marca, modelo, linea, numero, carnet, chofer } = VEHICLE;

export const VEHICLE_PROJECTIONS = {
  /** `searchvehiculo`: the complaint form's lookup (anonymous callers get tipo, linea and numero only: complaints/lookups.ts). */
  complaintLookup: [placa, tipo, linea, numero, carnet, chofer],
  /** `vehicle/{placa}`: an inspector's lookup. */
  inspectorLookup: [placa, tipo, marca, modelo, linea],
  /** `registro`: the phone's copy, with when each row last changed (epoch ms, to ask for what changed since). */
  phoneCopy: [placa, tipo, marca, modelo, linea, epochMs('updated_at')],
  /** `vehiculos`: the registry as the office keeps it and imports it (the contract's VEHICULO_FIELDS). */
  registry: [placa, ...VEHICULO_FIELDS.map((field) => VEHICLE[field]), instant('updated_at')],
} as const satisfies Record<string, FieldMap>;
