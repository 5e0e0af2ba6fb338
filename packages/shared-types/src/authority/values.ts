/**
 * The authority's own data as plain data, without TypeBox, so the PWA's screens read the same
 * limits, list kinds, import columns and audit vocabulary as the server.
 */

/** Longest texts of a registry vehicle (the `vehiculos` columns). */
export const VEHICULO_LIMITS = { placa: 10, tipo: 60, marca: 60, modelo: 60, linea: 60, numero: 20, carnet: 20, chofer: 120 } as const;
/** The editable fields of a registry vehicle besides its plate, in the order screens and files show them. */
export const VEHICULO_FIELDS = ['tipo', 'marca', 'modelo', 'linea', 'numero', 'carnet', 'chofer'] as const;
export type VehiculoField = (typeof VEHICULO_FIELDS)[number];

/**
 * The columns of an import file (first row, any order, case and accents ignored): `placa` is
 * required, the others optional; a column not in this list refuses the whole file. An empty cell
 * leaves that field as it is.
 */
export const IMPORT_COLUMNS = ['placa', ...VEHICULO_FIELDS] as const;
/**
 * What one import file may hold: bytes uploaded, data rows, columns of the header row (cells of
 * data rows past the header's columns are never read) and characters of one cell read.
 */
export const IMPORT_LIMITS = { rows: 20_000, bytes: 5 * 1024 * 1024, columns: 50, cellChars: 500 } as const;
/** What one import row would do (or did). */
export const IMPORT_ACTIONS = ['crear', 'actualizar', 'sin cambios', 'rechazada'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The four suggestion lists that can be merged (`POST listas/{tipo}/fusionar`). */
export const LIST_KINDS = ['tipo', 'marca', 'modelo', 'linea'] as const;
export type ListKind = (typeof LIST_KINDS)[number];
export const MERGE_MAX_VALUES = 100;

export const DELITO_MAX_LENGTH = 200;

/** Rows per page of the paged authority tables (`vehiculos`, `auditoria`), unless the caller asks. */
export const AUTHORITY_PAGE_SIZE = 25;
export const AUTHORITY_MAX_PAGE_SIZE = 500;
/** At most this many complaints and inspections in one plate's history (newest first). */
export const PLATE_HISTORY_LIMIT = 200;

/**
 * The audit trail's vocabulary: what was done (`accion`) to what (`objeto`). Stored as text, so a
 * later feature (the complaint workflow: state, assignment, notes) adds its words here.
 */
export const AUDIT_ACTIONS = [
  'crear',
  'modificar',
  'cambiar_estado',
  'cambiar_contrasena',
  'eliminar',
  'importar',
  'fusionar',
  'asignar',
  'anotar',
  'atender',
  'consultar',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_OBJECTS = [
  'usuario',
  'delito',
  'vehiculo',
  'lista_tipo',
  'lista_marca',
  'lista_modelo',
  'lista_linea',
  'inspeccion',
  'reclamo',
  'propietario',
  'sos',
  'recorrido',
  'cercania',
  'foto',
] as const;
export type AuditObject = (typeof AUDIT_OBJECTS)[number];
