import type { InspectionBody, Propietario, Vehicle } from '@reclamos/shared-types/inspections/schemas';
import { DEFAULT_SEGURO } from '@reclamos/shared-types/inspections/values';
import { HttpError } from '../platform/http/http-error.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

/** Trimmed, inner blanks folded to one, upper-case: how the registry and lookup lists store texts. */
export function upper(value: string | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * `upper`, refused when upper-casing made the text longer than its column ('ß' becomes 'SS'):
 * PostgreSQL would refuse it with an error, and truncating would store what nobody typed.
 */
export function upperWithin(value: string | undefined, field: string, maxLength: number): string {
  const result = upper(value);
  if (result.length > maxLength) throw new HttpError(400, `${INSPECTIONS_MSG.api.invalidField(field)} ${MSG.validation.tooLong}`);
  return result;
}

export function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}

export function propietarioOf(body: InspectionBody): Propietario {
  const p = body.propietario;
  return {
    cedula: upper(p.cedula),
    nombre: upperWithin(p.nombre, 'nombre', 120),
    categoria: p.categoria ?? '',
    seguro: p.seguro ?? DEFAULT_SEGURO,
  };
}

export function vehicleOf(body: InspectionBody): Vehicle {
  const v = body.vehicle;
  return {
    placa: upper(v.placa),
    tipo: upperWithin(v.tipo, 'tipo', 60),
    marca: upperWithin(v.marca, 'marca', 60),
    modelo: upperWithin(v.modelo, 'modelo', 60),
    linea: upperWithin(v.linea, 'linea', 60),
  };
}
