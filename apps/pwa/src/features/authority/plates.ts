import { VEHICULO_LIMITS } from '@reclamos/shared-types/authority/values';

/** A plate as the server keeps it: trimmed, upper-case, letters, digits and '-' (VEHICULO_LIMITS). */
export function normalizePlaca(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidPlaca(placa: string): boolean {
  return placa.length > 0 && placa.length <= VEHICULO_LIMITS.placa && /^[A-Z0-9-]+$/.test(placa);
}
