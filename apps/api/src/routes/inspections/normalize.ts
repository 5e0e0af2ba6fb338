import type { InspectionBody, Propietario, Vehicle } from '@reclamos/shared-types/schemas/inspections';
import { DEFAULT_SEGURO } from '@reclamos/shared-types/schemas/inspections';

/** Trimmed, inner blanks folded to one, upper-case: how the registry and lookup lists store texts. */
export function upper(value: string | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}

export function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}

export function propietarioOf(body: InspectionBody): Propietario {
  const p = body.propietario;
  return { cedula: upper(p.cedula), nombre: upper(p.nombre), categoria: p.categoria ?? '', seguro: p.seguro ?? DEFAULT_SEGURO };
}

export function vehicleOf(body: InspectionBody): Vehicle {
  const v = body.vehicle;
  return { placa: upper(v.placa), tipo: upper(v.tipo), marca: upper(v.marca), modelo: upper(v.modelo), linea: upper(v.linea) };
}
