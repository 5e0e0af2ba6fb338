import { COMPLAINT_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';
import type { ReportFechaFilters } from '@reclamos/shared-types/cases/schemas';
import { reportSearchParams, UNASSIGNED } from '../../../lib/report-address.ts';

/**
 * The report screen's search as its address holds it, so that a dashboard number, a possible
 * duplicate or a bookmark opens exactly that list: `?ini=…&fin=…&segun=cierre&estado=…&asignado=…&vencido=1&caso=…`,
 * or `?abiertos=1&…` for every open case whatever its date. `estado` may repeat (the open states
 * together); `asignado=ninguno` is the unassigned.
 */
export interface ReportQuery {
  /** The date form's days; the search ignores them with `abiertos`. */
  ini: string;
  fin: string;
  /** Which day ini..fin select: arrival (the spec's report) or closing. */
  segun: 'llegada' | 'cierre';
  abiertos: boolean;
  estado: ComplaintState[];
  /** undefined: anyone; null: nobody; a number: that staff member. */
  asignado: number | null | undefined;
  vencido: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isState(value: string): value is ComplaintState {
  return (COMPLAINT_STATES as readonly string[]).includes(value);
}

/** Reads the address; what is missing or malformed falls back to today and no filter. */
export function readQuery(params: URLSearchParams, today: string): ReportQuery {
  const ini = params.get('ini') ?? '';
  const fin = params.get('fin') ?? '';
  const asignado = params.get('asignado');
  const id = asignado !== null && /^\d+$/.test(asignado) ? Number(asignado) : undefined;
  return {
    ini: DAY.test(ini) ? ini : today,
    fin: DAY.test(fin) ? fin : DAY.test(ini) ? ini : today,
    segun: params.get('segun') === 'cierre' ? 'cierre' : 'llegada',
    abiertos: params.get('abiertos') === '1',
    estado: [...new Set(params.getAll('estado').filter(isState))],
    asignado: asignado === UNASSIGNED ? null : id,
    vencido: params.get('vencido') === '1',
  };
}

/** The address of a search (and of the side panel of one complaint, `caso`). */
export function queryParams(query: ReportQuery, caso?: number | null): URLSearchParams {
  return reportSearchParams(query, caso);
}

/** The `reportFecha` body: the spec's range alone when no filter is set (it then behaves as always). */
export function toRequest(query: ReportQuery): ReportFechaFilters {
  const body: ReportFechaFilters = query.abiertos
    ? { abiertos: true }
    : { ini: query.ini, fin: query.fin, ...(query.segun === 'cierre' ? { segun: 'cierre' as const } : {}) };
  if (query.estado.length === 1) body.estado = query.estado[0];
  else if (query.estado.length > 1) body.estado = query.estado;
  if (query.asignado !== undefined) body.asignado = query.asignado;
  if (query.vencido) body.vencido = true;
  return body;
}

/** Same search (the panel's `caso` aside)? */
export function sameQuery(a: ReportQuery, b: ReportQuery): boolean {
  return queryParams(a).toString() === queryParams(b).toString();
}
