/**
 * An infraction's detalle folded for comparison: accents dropped, lower case, blanks collapsed.
 * 'Desvío de ruta' and ' DESVIO  de RUTA' fold alike, so the second is a duplicate (409). The
 * migration 20261124020000_authority_data.ts filled `delitos.clave` with the same function.
 */
export function delitoKey(detalle: string): string {
  return detalle.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}
