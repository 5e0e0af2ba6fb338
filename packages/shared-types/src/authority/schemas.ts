import { Type, type Static } from '@sinclair/typebox';
import { AUTHORITY_MAX_PAGE_SIZE, DELITO_MAX_LENGTH, IMPORT_ACTIONS, LIST_KINDS, MERGE_MAX_VALUES, VEHICULO_LIMITS } from './values.ts';
import { INSPECTION_PLACA_PATTERN } from '../inspections/values.ts';
import { DateText, RequiredText, StringEnum, Text } from '../common-schemas.ts';
import { Inspection } from '../inspections/schemas.ts';
import { ComplaintStateSchema } from '../cases/schemas.ts';

/** The authority's own data: infractions, the vehicle registry, list merges, a plate's history, the audit trail. */

// ---- Infractions -------------------------------------------------------------------------------

/**
 * `GET delito`: the public gets the spec's `{id, detalle}` of active infractions only; with
 * `todos=1` an ADMINISTRADOR gets every one, retired too, with `activo`.
 */
export const DelitoQuery = Type.Object({ todos: Type.Optional(StringEnum(['0', '1'] as const)) });
export type DelitoQuery = Static<typeof DelitoQuery>;
export const DelitoEntry = Type.Object({ id: Type.Integer(), detalle: Type.String(), activo: Type.Optional(Type.Boolean()) });
export type DelitoEntry = Static<typeof DelitoEntry>;
export const DelitoCatalogue = Type.Array(DelitoEntry);
export type DelitoCatalogue = Static<typeof DelitoCatalogue>;

export const DelitoAdmin = Type.Object({ id: Type.Integer(), detalle: Type.String(), activo: Type.Boolean() });
export type DelitoAdmin = Static<typeof DelitoAdmin>;
const detalle = RequiredText(DELITO_MAX_LENGTH);
export const DelitoCreateBody = Type.Object({ detalle });
export type DelitoCreateBody = Static<typeof DelitoCreateBody>;
/** At least one of the two; `activo: false` retires it (never deleted), `true` brings it back. */
export const DelitoUpdateBody = Type.Object(
  { detalle: Type.Optional(detalle), activo: Type.Optional(Type.Boolean()) },
  { minProperties: 1 },
);
export type DelitoUpdateBody = Static<typeof DelitoUpdateBody>;

// ---- Vehicle registry --------------------------------------------------------------------------

/** A plate as typed: letters, digits and '-'; the server stores it trimmed and upper-case. */
export const RegistryPlaca = Text({ minLength: 1, maxLength: VEHICULO_LIMITS.placa, pattern: INSPECTION_PLACA_PATTERN });
export const RegistryPlacaParams = Type.Object({ placa: RegistryPlaca });
export type RegistryPlacaParams = Static<typeof RegistryPlacaParams>;

/** A row of the registry the complaint and inspection lookups read. `updated_at`: ISO 8601. */
export const RegistryVehiculo = Type.Object({
  placa: Type.String(),
  tipo: Type.String(),
  marca: Type.String(),
  modelo: Type.String(),
  linea: Type.String(),
  numero: Type.String(),
  carnet: Type.String(),
  chofer: Type.String(),
  updated_at: Type.String(),
});
export type RegistryVehiculo = Static<typeof RegistryVehiculo>;

const vehiculoFields = {
  tipo: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.tipo })),
  marca: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.marca })),
  modelo: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.modelo })),
  linea: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.linea })),
  numero: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.numero })),
  carnet: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.carnet })),
  chofer: Type.Optional(Text({ maxLength: VEHICULO_LIMITS.chofer })),
};
/** `POST vehiculos`: texts are stored trimmed, upper-case (as inspections store them); absent = ''. */
export const VehiculoCreateBody = Type.Object({ placa: RegistryPlaca, ...vehiculoFields });
export type VehiculoCreateBody = Static<typeof VehiculoCreateBody>;
/** `PUT vehiculos/{placa}`: only the fields sent change ('' empties one). */
export const VehiculoUpdateBody = Type.Object(vehiculoFields, { minProperties: 1 });
export type VehiculoUpdateBody = Static<typeof VehiculoUpdateBody>;

const pagina = Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 }));
const porPagina = Type.Optional(Type.Integer({ minimum: 1, maximum: AUTHORITY_MAX_PAGE_SIZE }));

/** `GET vehiculos`: `q` matches the start of the plate, the line, or any part of the driver's name. */
export const VehiculoListQuery = Type.Object({ q: Type.Optional(Text({ maxLength: 120 })), pagina, porPagina });
export type VehiculoListQuery = Static<typeof VehiculoListQuery>;
export const VehiculoPage = Type.Object({
  items: Type.Array(RegistryVehiculo),
  total: Type.Integer(),
  pagina: Type.Integer(),
  porPagina: Type.Integer(),
});
export type VehiculoPage = Static<typeof VehiculoPage>;

/** `POST vehiculos/importar?simular=1`: a dry run that changes nothing. */
export const ImportQuery = Type.Object({ simular: Type.Optional(StringEnum(['0', '1'] as const)) });
export type ImportQuery = Static<typeof ImportQuery>;
export const ImportChange = Type.Object({ campo: Type.String(), antes: Type.String(), despues: Type.String() });
export type ImportChange = Static<typeof ImportChange>;
/**
 * One data row of the file: `fila` is its row number in the file (the header is row 1); `cambios`
 * lists the changed fields of an update (every non-empty field of a create, `antes` ''); `motivo`
 * is the Spanish reason a row is refused.
 */
export const ImportRow = Type.Object({
  fila: Type.Integer(),
  placa: Type.String(),
  accion: StringEnum(IMPORT_ACTIONS),
  cambios: Type.Array(ImportChange),
  motivo: Type.Optional(Type.String()),
});
export type ImportRow = Static<typeof ImportRow>;
export const ImportResult = Type.Object({
  /** true: nothing was changed (simular=1); false: the plan was applied in one transaction. */
  simulado: Type.Boolean(),
  resumen: Type.Object({ crear: Type.Integer(), actualizar: Type.Integer(), sinCambios: Type.Integer(), rechazadas: Type.Integer() }),
  filas: Type.Array(ImportRow),
});
export type ImportResult = Static<typeof ImportResult>;

// ---- Lists -------------------------------------------------------------------------------------

export const ListKindSchema = StringEnum(LIST_KINDS);
export const MergeParams = Type.Object({ tipo: ListKindSchema });
export type MergeParams = Static<typeof MergeParams>;
const listValue = RequiredText(VEHICULO_LIMITS.tipo);
/** Values as the list holds them (compared trimmed, upper-case); `hacia` may be new to the list. */
export const MergeBody = Type.Object({ desde: Type.Array(listValue, { minItems: 1, maxItems: MERGE_MAX_VALUES }), hacia: listValue });
export type MergeBody = Static<typeof MergeBody>;
/** `fusionados`: the values removed from the list; `vehiculos`: registry rows now reading `hacia`. */
export const MergeResult = Type.Object({
  message: Type.String(),
  hacia: Type.String(),
  fusionados: Type.Array(Type.String()),
  vehiculos: Type.Integer(),
});
export type MergeResult = Static<typeof MergeResult>;

// ---- One plate's history -----------------------------------------------------------------------

/**
 * A complaint in a plate's history: no citizen data (inspectors read it too). `estado` and
 * `codigo` are its case's, from the complaint workflow.
 */
/**
 * A complaint on a plate's page. The complainant's own words and whereabouts (address, description,
 * position, photo) and the receipt code only for whoever works the case (viewReports); an INSPECTOR
 * sees the date, the infraction and the state.
 */
export const PlateComplaint = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  fecha: Type.String(),
  placa: Type.String(),
  delito_id: Type.Integer(),
  delito: Type.String(),
  estado: ComplaintStateSchema,
  direccion: Type.Optional(Type.String()),
  descripcion: Type.Optional(Type.String()),
  imagen: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  lat: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  lng: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  codigo: Type.Optional(Type.String()),
});
export type PlateComplaint = Static<typeof PlateComplaint>;

/** Newest first, at most PLATE_HISTORY_LIMIT of each; `totales` counts them all. */
export const PlateHistory = Type.Object({
  placa: Type.String(),
  vehiculo: Type.Union([RegistryVehiculo, Type.Null()]),
  reclamos: Type.Array(PlateComplaint),
  inspecciones: Type.Array(Inspection),
  totales: Type.Object({ reclamos: Type.Integer(), inspecciones: Type.Integer() }),
});
export type PlateHistory = Static<typeof PlateHistory>;

// ---- Audit trail -------------------------------------------------------------------------------

/** `GET auditoria`: days (Bolivia) inclusive; `usuario` is a user id; `accion`/`objeto` exact words. */
export const AuditQuery = Type.Object({
  desde: Type.Optional(DateText()),
  hasta: Type.Optional(DateText()),
  usuario: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  accion: Type.Optional(Text({ maxLength: 40 })),
  objeto: Type.Optional(Text({ maxLength: 40 })),
  pagina,
  porPagina,
});
export type AuditQuery = Static<typeof AuditQuery>;

/**
 * One change: `fecha` ISO 8601; `usuario` as named at the time; `antes`/`despues` the values
 * before and after (null for a create or a delete; never a password or a hash).
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  fecha: Type.String(),
  usuario: Type.Object({ id: Type.Integer(), nombre: Type.String() }),
  accion: Type.String(),
  objeto: Type.String(),
  objeto_id: Type.String(),
  antes: Type.Unknown(),
  despues: Type.Unknown(),
});
export type AuditEntry = Static<typeof AuditEntry>;
export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  total: Type.Integer(),
  pagina: Type.Integer(),
  porPagina: Type.Integer(),
});
export type AuditPage = Static<typeof AuditPage>;
