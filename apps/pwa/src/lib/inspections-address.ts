import { CALIFICACIONES, type Calificacion } from '@reclamos/shared-types/inspections/values';

/**
 * The address of the inspections screen: `/navegador/inspeccion?fecha&calificacion`.
 * One builder for the screen and for Principal's numbers, so a number opens the list it counts
 * (that day, that calificacion) even after midnight has passed.
 */
export const INSPECTIONS_PATH = '/navegador/inspeccion';

export interface InspectionsAddress {
  /** YYYY-MM-DD; absent: today. */
  fecha?: string;
  calificacion?: Calificacion | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function inspectionsSearchParams(address: InspectionsAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.fecha) params.set('fecha', address.fecha);
  if (address.calificacion) params.set('calificacion', address.calificacion);
  return params;
}

export function inspectionsHref(address: InspectionsAddress): string {
  const query = inspectionsSearchParams(address).toString();
  return query ? `${INSPECTIONS_PATH}?${query}` : INSPECTIONS_PATH;
}

/** What an address asks for; anything malformed is as if absent. */
export function readInspectionsAddress(params: URLSearchParams): { fecha: string | null; calificacion: Calificacion | null } {
  const fecha = params.get('fecha');
  const calificacion = params.get('calificacion');
  return {
    fecha: fecha !== null && DAY.test(fecha) ? fecha : null,
    calificacion: (CALIFICACIONES as readonly string[]).includes(calificacion ?? '') ? (calificacion as Calificacion) : null,
  };
}
