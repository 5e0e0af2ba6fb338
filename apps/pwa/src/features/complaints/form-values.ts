import type { ComplaintPayload } from './local-rows.ts';
import { COMPLAINT_LIMITS } from '@reclamos/shared-types/complaints/values';

/** What the form holds while the person types; `delitoId` is '' until one is chosen. */
export interface ComplaintFormValues {
  cedula: string;
  nombre: string;
  telefono: string;
  placa: string;
  delitoId: string;
  direccion: string;
  descripcion: string;
}

export const EMPTY_FORM: ComplaintFormValues = {
  cedula: '',
  nombre: '',
  telefono: '',
  placa: '',
  delitoId: '',
  direccion: '',
  descripcion: '',
};

/** The contract's limits (shared-types FormularioFields), enforced while typing. */
export const MAX_LENGTH = COMPLAINT_LIMITS;

/** Complaint-form lookups fire only when the value is longer than 4 characters. */
export const LOOKUP_MIN_EXCLUSIVE = 4;

export interface AttachedLocation {
  lat: number;
  lng: number;
}

/** Each field as the person may type it: numbers only, uppercase name and plate. */
export const sanitize = {
  cedula: (value: string) => value.replace(/\D/g, '').slice(0, MAX_LENGTH.cedula),
  telefono: (value: string) => value.replace(/\D/g, '').slice(0, MAX_LENGTH.telefono),
  nombre: (value: string) => value.toUpperCase().slice(0, MAX_LENGTH.nombre),
  placa: (value: string) =>
    value
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '')
      .slice(0, MAX_LENGTH.placa),
  direccion: (value: string) => value.slice(0, MAX_LENGTH.direccion),
  descripcion: (value: string) => value.slice(0, MAX_LENGTH.descripcion),
};

export function lookupReady(value: string): boolean {
  return value.length > LOOKUP_MIN_EXCLUSIVE;
}

/** The queued payload: trimmed texts, the device's time of the report, the optional position. */
export function toPayload(values: ComplaintFormValues, location: AttachedLocation | null, now: Date): ComplaintPayload {
  const payload: ComplaintPayload = {
    cedula: values.cedula,
    nombre: values.nombre.trim().replace(/\s+/g, ' '),
    telefono: values.telefono,
    placa: values.placa,
    delito_id: Number(values.delitoId),
    direccion: values.direccion.trim(),
    descripcion: values.descripcion.trim(),
    fecha: now.toISOString(),
  };
  if (location) {
    payload.lat = Math.round(location.lat * 1e6) / 1e6;
    payload.lng = Math.round(location.lng * 1e6) / 1e6;
  }
  return payload;
}

/** The form again from a queued payload (to correct a rejected complaint). */
export function fromPayload(payload: ComplaintPayload): ComplaintFormValues {
  return {
    cedula: payload.cedula,
    nombre: payload.nombre,
    telefono: payload.telefono,
    placa: payload.placa,
    delitoId: String(payload.delito_id),
    direccion: payload.direccion,
    descripcion: payload.descripcion,
  };
}
