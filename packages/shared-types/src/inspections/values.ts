/**
 * The inspection's enumerations, patterns and length limits as plain data: the contract's schemas
 * (schemas/inspections.ts) are built from them and the PWA's form reads them, without TypeBox.
 */
export const CHECKLIST_VALUES = ['BUENO', 'MALO', 'NO TIENE'] as const;
export type ChecklistValue = (typeof CHECKLIST_VALUES)[number];
/** The six checklist items of the inspection record, in the order the sheet prints them. */
export const CHECKLIST_ITEMS = ['ventanas', 'puertas', 'ventilacion', 'luz', 'higiene', 'triangulo'] as const;
export type ChecklistItem = (typeof CHECKLIST_ITEMS)[number];
export const CALIFICACIONES = ['CUMPLE', 'NO CUMPLE'] as const;
export type Calificacion = (typeof CALIFICACIONES)[number];
/** A new inspection starts NO CUMPLE, as the specification asks. */
export const DEFAULT_CALIFICACION: Calificacion = 'NO CUMPLE';
export const SEGUROS = ['SOAT', 'FOCAT'] as const;
export type Seguro = (typeof SEGUROS)[number];
export const DEFAULT_SEGURO: Seguro = 'SOAT';
/** Unset categoria travels as ''. */
export const CATEGORIAS = ['', 'A', 'B', 'C'] as const;
export type Categoria = (typeof CATEGORIAS)[number];
/** Lookups by cedula or placa fire at this many characters or more. */
export const INSPECTION_LOOKUP_MIN_LENGTH = 4;

/**
 * An identity number as the placeholder '99999-XX' shows it: digits, optionally a dash and a
 * complement of up to 4 letters or digits. The server stores it upper-case.
 */
export const INSPECTION_CEDULA_PATTERN = '^[0-9]{1,12}(-[0-9A-Za-z]{1,4})?$';
/** A plate as the placeholder '9999XXX' shows it (letters, digits, '-'); stored upper-case. */
export const INSPECTION_PLACA_PATTERN = '^[A-Za-z0-9-]+$';

/** The seven that must be chosen before an inspection is sent: the six checklist items and the calificacion. */
export const REQUIRED_INSPECTION_ITEMS = [...CHECKLIST_ITEMS, 'calificacion'] as const;

/** Longest texts of an inspection (InspectionBody), enforced by the server and while typing. */
export const INSPECTION_LIMITS = { cedula: 17, nombre: 120, placa: 10, registry: 60, observacion: 1000, radicatoria: 250 } as const;
