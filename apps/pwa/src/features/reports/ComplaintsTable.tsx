import { MSG } from '@reclamos/shared-types/messages';
import { PaginatedTable } from '../../lib/ui/PaginatedTable.tsx';
import { ComplaintRow } from './ComplaintRow.tsx';
import type { ReportRow } from './report-rows.ts';

interface ComplaintsTableProps {
  rows: readonly ReportRow[];
  loading: boolean;
  /** What the body says when there is no row (no complaints, no match, or the server's error). */
  emptyText: string;
  emptyIsError: boolean;
  /** A new value (new search, new filter) goes back to the first page. */
  pageKey: string;
  onViewImage: (row: ReportRow) => void;
}

const C = MSG.reports.columns;
const COLUMNS = [C.op, C.fecha, C.cedula, C.nombre, C.telefono, C.imagen, C.placa, C.infraccion, C.direccion, C.descripcion];

/** Only one page of rows is in the DOM: a month of complaints (tens of thousands) stays smooth. */
export function ComplaintsTable({ rows, loading, emptyText, emptyIsError, pageKey, onViewImage }: ComplaintsTableProps) {
  return (
    <PaginatedTable
      label={MSG.reports.listTitle}
      columns={COLUMNS}
      rows={rows}
      loading={loading}
      pageKey={pageKey}
      minW="5xl"
      stackOnPhones
      renderRow={(row) => <ComplaintRow key={row.id} row={row} onViewImage={onViewImage} />}
      empty={loading ? MSG.reports.loading : emptyText}
      emptyCellProps={{ textAlign: { base: 'start', md: 'center' }, color: emptyIsError ? 'fg.error' : 'fg.muted' }}
      emptyTestId="report-empty"
    />
  );
}
