import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { formatFecha } from '../../lib/dates.ts';
import { filterByWords, normalize } from '../../lib/text-search.ts';
import type { Calificacion } from '@reclamos/shared-types/inspections/values';

/** synced: the server has it as shown; pending: the outbox still holds its create or an edit;
 * rejected: the server refused this phone's create or edit (the message says why). */
export type RowStatus = 'synced' | 'pending' | 'rejected';

/** An inspection as the table shows it. */
export interface InspectionRow {
  record: Inspection;
  status: RowStatus;
  message: string | null;
  /** The outbox item to discard when rejected. */
  rejectedItem: string | null;
  /** The signed-in user may correct it (its own inspector only: the contract's inspections/rules.ts): the edit button shows. */
  editable: boolean;
  /** dd/mm/yyyy HH:mm in America/La_Paz. */
  fechaText: string;
  /** Every visible column, normalized, for the table filter. */
  haystack: string;
}

export function toInspectionRow(record: Inspection, state: RowState): InspectionRow {
  const fechaText = formatFecha(record.fecha);
  const visible = [
    fechaText,
    record.propietario.cedula,
    record.propietario.nombre,
    record.vehicle.placa,
    record.vehicle.linea,
    record.vehicle.tipo,
    record.inspector.nombre,
    record.calificacion,
    record.observacion,
  ];
  return { record, ...state, fechaText, haystack: normalize(visible.join('\n')) };
}

type RowState = Pick<InspectionRow, 'status' | 'message' | 'rejectedItem' | 'editable'>;

/**
 * Builds each read's rows, handing back last read's object for a row whose record and state did
 * not change: the table's memoized rows then skip drawing it. A day re-read while a long queue
 * syncs changes a few rows at a time; drawing all of them again each time was most of its cost.
 */
export class InspectionRowCache {
  private kept = new Map<string, { signature: string; row: InspectionRow }>();

  /** One read's rows, in the order given; rows not in this read are forgotten. */
  rows(entries: readonly { record: Inspection; state: RowState }[]): InspectionRow[] {
    const next = new Map<string, { signature: string; row: InspectionRow }>();
    const rows = entries.map(({ record, state }) => {
      const signature = JSON.stringify([record, state]);
      const previous = this.kept.get(record.uuid);
      const row = previous?.signature === signature ? previous.row : toInspectionRow(record, state);
      next.set(record.uuid, { signature, row });
      return row;
    });
    this.kept = next;
    return rows;
  }
}

export function filterInspectionRows(
  rows: readonly InspectionRow[],
  filter: string,
  calificacion: Calificacion | null = null,
): readonly InspectionRow[] {
  const graded = calificacion === null ? rows : rows.filter((row) => row.record.calificacion === calificacion);
  return filterByWords(graded, filter);
}
