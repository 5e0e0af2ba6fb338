import { Type, type Static } from '@sinclair/typebox';
import { DateText, DateTimeText, StringEnum, Text } from '../common-schemas.ts';
import {
  CALIFICACIONES,
  CATEGORIAS,
  CHECKLIST_VALUES,
  INSPECTION_CEDULA_PATTERN,
  INSPECTION_LIMITS,
  INSPECTION_PLACA_PATTERN,
  SEGUROS,
} from './values.ts';

/**
 * The inspections contract (the specification's records, checks and calls; docs/decisions.md,
 * Inspections; docs/offline.md). Paths are under `/api/`. Every time on the wire is an ISO 8601 instant (UTC,
 * `Z`) except the registry delta's `since`/`serverTime`, which are epoch milliseconds so the device
 * can echo them untouched.
 */

// ---- Enumerations and limits (inspection-values.ts: plain data the PWA reads too) -------------

export type { Calificacion, Categoria, ChecklistItem, ChecklistValue, Seguro } from './values.ts';

export const ChecklistValueSchema = StringEnum(CHECKLIST_VALUES);
export const CalificacionSchema = StringEnum(CALIFICACIONES);
export const SeguroSchema = StringEnum(SEGUROS);
export const CategoriaSchema = StringEnum(CATEGORIAS);

// ---- Keys and texts ----------------------------------------------------------------------------

export const InspectionCedula = Text({ minLength: 1, maxLength: INSPECTION_LIMITS.cedula, pattern: INSPECTION_CEDULA_PATTERN });
export const InspectionPlaca = Text({ minLength: 1, maxLength: INSPECTION_LIMITS.placa, pattern: INSPECTION_PLACA_PATTERN });
/** Free texts of the registry (tipo, marca, modelo, linea): stored upper-case, trimmed. */
export const RegistryText = Text({ maxLength: INSPECTION_LIMITS.registry });
export const Uuid = Text({ format: 'uuid', maxLength: 36 });

// ---- Owner and vehicle -------------------------------------------------------------------------

export const Propietario = Type.Object({
  cedula: Type.String(),
  nombre: Type.String(),
  categoria: CategoriaSchema,
  seguro: SeguroSchema,
});
export type Propietario = Static<typeof Propietario>;

export const Vehicle = Type.Object({
  placa: Type.String(),
  tipo: Type.String(),
  marca: Type.String(),
  modelo: Type.String(),
  linea: Type.String(),
});
export type Vehicle = Static<typeof Vehicle>;

/** `GET propietario/{cedula}`: the owner, or null when unknown (the spec's "owner or empty"). */
export const PropietarioParams = Type.Object({ cedula: InspectionCedula });
export const PropietarioLookup = Type.Union([Propietario, Type.Null()]);
export type PropietarioLookup = Static<typeof PropietarioLookup>;

/** `GET vehicle/{placa}`: the vehicle, or null when unknown. */
export const VehicleParams = Type.Object({ placa: InspectionPlaca });
export const VehicleLookup = Type.Union([Vehicle, Type.Null()]);
export type VehicleLookup = Static<typeof VehicleLookup>;

// ---- Lookup lists (items with nombre / marca / modelo / linea) ---------------------------------

export const TipoItem = Type.Object({ id: Type.Integer(), nombre: Type.String() });
export type TipoItem = Static<typeof TipoItem>;
export const MarcaItem = Type.Object({ id: Type.Integer(), marca: Type.String() });
export type MarcaItem = Static<typeof MarcaItem>;
export const ModeloItem = Type.Object({ id: Type.Integer(), modelo: Type.String() });
export type ModeloItem = Static<typeof ModeloItem>;
export const LineaItem = Type.Object({ id: Type.Integer(), linea: Type.String() });
export type LineaItem = Static<typeof LineaItem>;
export const TipoList = Type.Array(TipoItem);
export const MarcaList = Type.Array(MarcaItem);
export const ModeloList = Type.Array(ModeloItem);
export const LineaList = Type.Array(LineaItem);
export type TipoList = Static<typeof TipoList>;
export type MarcaList = Static<typeof MarcaList>;
export type ModeloList = Static<typeof ModeloList>;
export type LineaList = Static<typeof LineaList>;

// ---- The inspection record (GET listInsp/{fecha}) ----------------------------------------------

const checklist = {
  ventanas: ChecklistValueSchema,
  puertas: ChecklistValueSchema,
  ventilacion: ChecklistValueSchema,
  luz: ChecklistValueSchema,
  higiene: ChecklistValueSchema,
  triangulo: ChecklistValueSchema,
};

/**
 * An inspection as `listInsp` answers it. `propietario` and `vehicle` are the snapshot taken at the
 * inspection (official records keep what was inspected), never today's registry; `inspector` is the
 * user who registered it, with the nombre they had then.
 */
export const Inspection = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  /** When the inspection was made (device time, corrected when the clock is clearly off). */
  fecha: Type.String(),
  ...checklist,
  calificacion: CalificacionSchema,
  observacion: Type.String(),
  radicatoria: Type.String(),
  propietario: Propietario,
  vehicle: Vehicle,
  inspector: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  lat: Type.Union([Type.Number(), Type.Null()]),
  lng: Type.Union([Type.Number(), Type.Null()]),
  /** When the server received it. */
  created_at: Type.String(),
  /** Last change (creation or `actualizar`). */
  updated_at: Type.String(),
});
export type Inspection = Static<typeof Inspection>;
export const InspectionList = Type.Array(Inspection);
export type InspectionList = Static<typeof InspectionList>;

/** `GET listInsp/{fecha}`: a Bolivian calendar day (America/La_Paz), YYYY-MM-DD. */
export const ListInspParams = Type.Object({ fecha: DateText() });
export type ListInspParams = Static<typeof ListInspParams>;

// ---- POST inspection ---------------------------------------------------------------------------

export const PropietarioInput = Type.Object({
  cedula: InspectionCedula,
  nombre: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.nombre })),
  categoria: Type.Optional(CategoriaSchema),
  seguro: Type.Optional(SeguroSchema),
});
export type PropietarioInput = Static<typeof PropietarioInput>;

export const VehicleInput = Type.Object({
  placa: InspectionPlaca,
  tipo: Type.Optional(RegistryText),
  marca: Type.Optional(RegistryText),
  modelo: Type.Optional(RegistryText),
  linea: Type.Optional(RegistryText),
});
export type VehicleInput = Static<typeof VehicleInput>;

/**
 * `POST inspection` (JSON), header `Idempotency-Key: <uuid v4>` (the device's outbox id, becomes
 * the record's `uuid`). The six checklist items and the calificacion are required; `fecha` is the
 * device's time of the inspection (ISO 8601); lat/lng optional. Fields not listed are dropped.
 */
export const InspectionBody = Type.Object({
  /** An instant, or a date alone ('YYYY-MM-DD', a date input's value) meaning that Bolivian day. */
  fecha: Type.Optional(Type.Union([DateTimeText(), DateText()])),
  ...checklist,
  calificacion: CalificacionSchema,
  observacion: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.observacion })),
  radicatoria: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.radicatoria })),
  propietario: PropietarioInput,
  vehicle: VehicleInput,
  lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
});
export type InspectionBody = Static<typeof InspectionBody>;

/** 201 of `POST inspection`; a replay of the same key and content answers the same. */
export const InspectionCreated = Type.Object({
  message: Type.String(),
  id: Type.Integer(),
  uuid: Type.String(),
  fecha: Type.String(),
});
export type InspectionCreated = Static<typeof InspectionCreated>;

// ---- POST actualizar ---------------------------------------------------------------------------

/**
 * `POST actualizar`: names the inspection by `id` or `uuid` (at least one; both must then name the
 * same one). Only `propietario.nombre`, `observacion` and `radicatoria` change; anything else the
 * client sends along (the whole edited inspection, as the spec's client does) is ignored.
 */
export const ActualizarBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  uuid: Type.Optional(Uuid),
  propietario: Type.Optional(Type.Object({ nombre: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.nombre })) })),
  observacion: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.observacion })),
  radicatoria: Type.Optional(Text({ maxLength: INSPECTION_LIMITS.radicatoria })),
});
export type ActualizarBody = Static<typeof ActualizarBody>;

export const ActualizarResponse = Type.Object({ message: Type.String(), inspection: Inspection });
export type ActualizarResponse = Static<typeof ActualizarResponse>;

// ---- GET registro?since= (incremental registry download for offline use) -----------------------

export const RegistroQuery = Type.Object({
  /** `serverTime` of the previous answer; 0 or absent for everything. */
  since: Type.Optional(Type.Integer({ minimum: 0, maximum: 8_640_000_000_000_000 })),
});
export type RegistroQuery = Static<typeof RegistroQuery>;

export const RegistroPropietario = Type.Object({ ...Propietario.properties, updated_at: Type.Integer() });
export type RegistroPropietario = Static<typeof RegistroPropietario>;
export const RegistroVehicle = Type.Object({ ...Vehicle.properties, updated_at: Type.Integer() });
export type RegistroVehicle = Static<typeof RegistroVehicle>;

/**
 * Owners, vehicles and lookup items changed since `since` (epoch ms). Rows may repeat across
 * consecutive answers (the server overlaps the window so that no late commit is missed): upsert
 * them by key. Owners and vehicles are never deleted. A lookup list comes whole when anything in it
 * changed, and a merge (`listas/{tipo}/fusionar`) also removes values from it: the list that came
 * replaces the server's part of the phone's list.
 */
export const RegistroResponse = Type.Object({
  /** Send this back as the next `since`. */
  serverTime: Type.Integer(),
  propietarios: Type.Array(RegistroPropietario),
  vehiculos: Type.Array(RegistroVehicle),
  tipos: TipoList,
  marcas: MarcaList,
  modelos: ModeloList,
  lineas: LineaList,
});
export type RegistroResponse = Static<typeof RegistroResponse>;

// ---- GET verificar/{uuid} (public) -------------------------------------------------------------

export const VerificarParams = Type.Object({ uuid: Uuid });
export type VerificarParams = Static<typeof VerificarParams>;

/** What anyone holding a printed sheet may learn: no owner, no cedula, no checklist. */
export const Verificacion = Type.Object({
  placa: Type.String(),
  fecha: Type.String(),
  calificacion: CalificacionSchema,
  inspector: Type.Object({ nombre: Type.String() }),
  updated_at: Type.String(),
  /** The record's digest now (sheet-digest.ts): equal to the one a sheet printed while it was unchanged. */
  huella: Type.String(),
});
export type Verificacion = Static<typeof Verificacion>;
