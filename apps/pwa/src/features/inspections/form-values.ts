import type {
  Calificacion,
  Categoria,
  ChecklistItem,
  ChecklistValue,
  Inspection,
  InspectionBody,
  Propietario,
  Seguro,
  Vehicle,
} from '@reclamos/shared-types/inspections/schemas';
import {
  CHECKLIST_ITEMS,
  DEFAULT_CALIFICACION,
  DEFAULT_SEGURO,
  INSPECTION_CEDULA_PATTERN,
  INSPECTION_LIMITS,
  INSPECTION_LOOKUP_MIN_LENGTH,
  INSPECTION_PLACA_PATTERN,
} from '@reclamos/shared-types/inspections/values';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/** What the registration dialog holds while the inspector types; '' is "not chosen yet". */
export interface InspectionFormValues {
  propietario: { cedula: string; nombre: string; categoria: Categoria; seguro: Seguro };
  vehicle: { placa: string; tipo: string; marca: string; modelo: string; linea: string };
  checklist: Record<ChecklistItem, ChecklistValue | ''>;
  calificacion: Calificacion | '';
  observacion: string;
  radicatoria: string;
  /** Whether the owner / vehicle fields hold a lookup's answer (not what the person typed). */
  filled: { owner: boolean; vehicle: boolean };
}

/** The contract's limits (shared-types InspectionBody), enforced while typing. */
export const MAX_LENGTH = INSPECTION_LIMITS;

export const emptyOwner = (cedula = ''): InspectionFormValues['propietario'] => ({
  cedula,
  nombre: '',
  categoria: '',
  seguro: DEFAULT_SEGURO,
});

export const emptyVehicle = (placa = ''): InspectionFormValues['vehicle'] => ({ placa, tipo: '', marca: '', modelo: '', linea: '' });

/** Opening the form resets owner (seguro SOAT), vehicle and inspection data;
 * a new inspection starts NO CUMPLE. The six items start unset: the inspector must choose. */
export function emptyForm(): InspectionFormValues {
  return {
    propietario: emptyOwner(),
    vehicle: emptyVehicle(),
    checklist: { ventanas: '', puertas: '', ventilacion: '', luz: '', higiene: '', triangulo: '' },
    calificacion: DEFAULT_CALIFICACION,
    observacion: '',
    radicatoria: '',
    filled: { owner: false, vehicle: false },
  };
}

/** As the specification asks, cedula, nombre, placa, marca, modelo and linea are entered in uppercase. */
export const sanitize = {
  cedula: (value: string) => value.toUpperCase().replace(/\s/g, '').slice(0, MAX_LENGTH.cedula),
  placa: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '')
      .slice(0, MAX_LENGTH.placa),
  nombre: (value: string) => value.toUpperCase().slice(0, MAX_LENGTH.nombre),
  registry: (value: string) => value.toUpperCase().slice(0, MAX_LENGTH.registry),
  observacion: (value: string) => value.slice(0, MAX_LENGTH.observacion),
  radicatoria: (value: string) => value.slice(0, MAX_LENGTH.radicatoria),
};

/** Inspection lookups fire at 4 characters or more (the complaint form: more than 4). */
export function lookupReady(value: string): boolean {
  return value.trim().length >= INSPECTION_LOOKUP_MIN_LENGTH;
}

/**
 * The owner found fills the form; not found, a fresh owner (seguro SOAT) keeps the
 * typed cedula. What the person typed by hand meanwhile is not thrown away: only data that a
 * previous lookup filled in is replaced by the fresh record (docs/decisions.md).
 */
export function applyOwnerLookup(form: InspectionFormValues, typed: string, found: Propietario | null): InspectionFormValues {
  if (found) {
    const propietario = { cedula: typed, nombre: found.nombre, categoria: found.categoria, seguro: found.seguro };
    return { ...form, propietario, filled: { ...form.filled, owner: true } };
  }
  if (!form.filled.owner) return { ...form, propietario: { ...form.propietario, cedula: typed } };
  return { ...form, propietario: emptyOwner(typed), filled: { ...form.filled, owner: false } };
}

/** The same for the vehicle: found fills, not found keeps the typed placa. */
export function applyVehicleLookup(form: InspectionFormValues, typed: string, found: Vehicle | null): InspectionFormValues {
  if (found) {
    const vehicle = { placa: typed, tipo: found.tipo, marca: found.marca, modelo: found.modelo, linea: found.linea };
    return { ...form, vehicle, filled: { ...form.filled, vehicle: true } };
  }
  if (!form.filled.vehicle) return { ...form, vehicle: { ...form.vehicle, placa: typed } };
  return { ...form, vehicle: emptyVehicle(typed), filled: { ...form.filled, vehicle: false } };
}

const CEDULA = new RegExp(INSPECTION_CEDULA_PATTERN);
const PLACA = new RegExp(INSPECTION_PLACA_PATTERN);

/**
 * Why the form cannot be queued, or null. First the spec's rule (any of the six items or the
 * calificacion unset → 'Faltan datos por completar'), then what the server would refuse anyway
 * (an empty or malformed cedula or placa): nothing the server must reject is ever queued.
 */
export function formProblem(form: InspectionFormValues): string | null {
  if (CHECKLIST_ITEMS.some((item) => form.checklist[item] === '') || form.calificacion === '') {
    return INSPECTIONS_MSG.screen.missingData;
  }
  const { cedula } = form.propietario;
  const { placa } = form.vehicle;
  if (!cedula) return INSPECTIONS_MSG.api.cedulaRequired;
  if (!CEDULA.test(cedula)) return INSPECTIONS_MSG.api.invalidCedula;
  if (!placa) return INSPECTIONS_MSG.api.placaRequired;
  if (!PLACA.test(placa)) return INSPECTIONS_MSG.api.invalidPlaca;
  return null;
}

/** The body of POST inspection; call only when `formProblem` is null. Unset categoria is ''. */
export function toBody(form: InspectionFormValues, fecha: string): InspectionBody & { fecha: string } {
  const checklist = Object.fromEntries(CHECKLIST_ITEMS.map((item) => [item, form.checklist[item]])) as Record<
    ChecklistItem,
    ChecklistValue
  >;
  const trim = (text: string) => text.trim();
  return {
    fecha,
    ...checklist,
    calificacion: form.calificacion as Calificacion,
    observacion: trim(form.observacion),
    radicatoria: trim(form.radicatoria),
    propietario: {
      cedula: form.propietario.cedula,
      nombre: trim(form.propietario.nombre),
      categoria: form.propietario.categoria,
      seguro: form.propietario.seguro,
    },
    vehicle: {
      placa: form.vehicle.placa,
      tipo: trim(form.vehicle.tipo),
      marca: trim(form.vehicle.marca),
      modelo: trim(form.vehicle.modelo),
      linea: trim(form.vehicle.linea),
    },
  };
}

/** What the modification dialog may change: owner nombre, observacion, radicatoria. */
export interface EditValues {
  nombre: string;
  observacion: string;
  radicatoria: string;
}

export function editValuesOf(record: Inspection): EditValues {
  return { nombre: record.propietario.nombre, observacion: record.observacion, radicatoria: record.radicatoria };
}
