import type { Complaint, ComplaintList } from '@reclamos/shared-types/schemas/complaints';
import { APP_TIME_ZONE } from '../../lib/dates.ts';

/** A complaint as the report shows it: its Bolivian date-time text and what the filter searches. */
export interface ReportRow extends Complaint {
  /** dd/mm/yyyy HH:mm in America/La_Paz. */
  fechaText: string;
  /** Every visible column, lower-cased and without accents (see `normalize`). */
  haystack: string;
}

const fechaFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21/11/2026 14:05", the Bolivian wall clock of an ISO instant. */
export function formatFecha(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return fechaFormat.format(at).replace(', ', ' ');
}

/** Lower case without diacritics, so 'desvio' finds 'Desvío de ruta'. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function toReportRows(list: ComplaintList): ReportRow[] {
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
    ];
    return { ...complaint, fechaText, haystack: normalize(visible.join('\n')) };
  });
}

/** The rows whose visible columns contain every word of `filter` (any order). */
export function filterRows(rows: readonly ReportRow[], filter: string): readonly ReportRow[] {
  const words = normalize(filter).split(/\s+/).filter(Boolean);
  if (words.length === 0) return rows;
  return rows.filter((row) => words.every((word) => row.haystack.includes(word)));
}
