/**
 * The address of a report search: `/navegador/reporte?ini&fin&segun&estado…&asignado&vencido&caso`,
 * or `?abiertos=1&…` for every open case whatever its date.
 * One builder for the report screen itself and for every link to it (the Principal dashboard's
 * numbers), so a number always opens the list it counts.
 */
export const REPORT_PATH = '/navegador/reporte';
/** `asignado=ninguno`: the unassigned. */
export const UNASSIGNED = 'ninguno';

export interface ReportAddress {
  /** The days (Bolivia) the list covers; absent with `abiertos`. */
  ini?: string;
  fin?: string;
  /** 'cierre': ini..fin are the days the complaints were closed, not the days they arrived. */
  segun?: 'llegada' | 'cierre';
  /** Every open case whatever its date. */
  abiertos?: boolean;
  estado?: readonly string[];
  /** undefined: anyone; null: nobody; a number: that staff member. */
  asignado?: number | null | undefined;
  vencido?: boolean;
}

export function reportSearchParams(address: ReportAddress, caso?: number | null): URLSearchParams {
  const params = new URLSearchParams();
  if (address.abiertos) params.set('abiertos', '1');
  else {
    if (address.ini) params.set('ini', address.ini);
    if (address.fin) params.set('fin', address.fin);
    if (address.segun === 'cierre') params.set('segun', 'cierre');
  }
  for (const estado of address.estado ?? []) params.append('estado', estado);
  if (address.asignado === null) params.set('asignado', UNASSIGNED);
  else if (address.asignado !== undefined) params.set('asignado', String(address.asignado));
  if (address.vencido) params.set('vencido', '1');
  if (caso) params.set('caso', String(caso));
  return params;
}

export function reportHref(address: ReportAddress): string {
  return `${REPORT_PATH}?${reportSearchParams(address).toString()}`;
}
