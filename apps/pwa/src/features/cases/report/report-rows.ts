import type { ReportList, ReportRow as ReportFechaRow } from '@reclamos/shared-types/cases/schemas';
import { formatFecha } from '../../../lib/dates.ts';
import { filterByWords, normalize } from '../../../lib/text-search.ts';

/** A complaint as the report shows it: its Bolivian date-time text and what the filter searches. */
export interface ReportRow extends ReportFechaRow {
  /** dd/mm/yyyy HH:mm in America/La_Paz. */
  fechaText: string;
  /** Every visible column, lower-cased and without accents (see `normalize`). */
  haystack: string;
}

export function toReportRows(list: ReportList): ReportRow[] {
  return list.map((complaint) => {
    const fechaText = formatFecha(complaint.fecha);
    const visible = [
      fechaText,
      complaint.cedula,
      complaint.nombre,
      complaint.telefono,
      complaint.placa,
      complaint.delito,
      complaint.direccion,
      complaint.descripcion,
      complaint.estado,
      complaint.codigo,
      complaint.asignado?.nombre ?? '',
    ];
    return { ...complaint, fechaText, haystack: normalize(visible.join('\n')) };
  });
}

/** The rows whose visible columns contain every word of `filter` (any order). */
export function filterRows(rows: readonly ReportRow[], filter: string): readonly ReportRow[] {
  return filterByWords(rows, filter);
}
