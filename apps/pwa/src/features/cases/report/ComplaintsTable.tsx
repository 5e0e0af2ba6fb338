import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { ComplaintRow } from './ComplaintRow.tsx';
import type { ReportRow } from './report-rows.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

interface ComplaintsTableProps {
  rows: readonly ReportRow[];
  loading: boolean;
  /** What the body says when there is no row (no complaints, no match, or the server's error). */
  emptyText: string;
  emptyIsError: boolean;
  /** A new value (new search, new filter) goes back to the first page. */
  pageKey: string;
  onViewImage: (row: ReportRow) => void;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onOpenCase: (id: number) => void;
}

const C = CASES_STAFF_MSG.report.columns;
const W = CASES_STAFF_MSG.report.columns;
/** The spec's columns, in its order, then the case's state and receipt code. */
const COLUMNS = [
  C.op,
  C.fecha,
  C.cedula,
  C.nombre,
  C.telefono,
  C.imagen,
  C.placa,
  C.infraccion,
  C.direccion,
  C.descripcion,
  W.estado,
  W.codigo,
];

/** Only one page of rows is in the DOM: a month of complaints (tens of thousands) stays smooth. */
export function ComplaintsTable({
  rows,
  loading,
  emptyText,
  emptyIsError,
  pageKey,
  onViewImage,
  selected,
  onToggle,
  onOpenCase,
}: ComplaintsTableProps) {
  return (
    <PaginatedTable
      label={CASES_STAFF_MSG.report.listTitle}
      columns={COLUMNS}
      rows={rows}
      loading={loading}
      pageKey={pageKey}
      minW="5xl"
      stackWhenNarrow
      renderRow={(row) => (
        <ComplaintRow
          key={row.id}
          row={row}
          onViewImage={onViewImage}
          selected={selected.has(row.id)}
          onToggle={onToggle}
          onOpenCase={onOpenCase}
        />
      )}
      empty={loading ? CASES_STAFF_MSG.report.loading : emptyText}
      emptyCellProps={{ textAlign: { base: 'start', md: 'center' }, color: emptyIsError ? 'fg.error' : 'fg.muted' }}
      emptyTestId="report-empty"
    />
  );
}
