import { PaginatedTable } from '../../lib/ui/PaginatedTable.tsx';
import type { InspectionRow } from './inspection-rows.ts';
import { InspectionTableRow } from './InspectionTableRow.tsx';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

interface InspectionsTableProps {
  rows: readonly InspectionRow[];
  loading: boolean;
  emptyText: string;
  /** A new value (another day, another filter) goes back to the first page. */
  pageKey: string;
  onEdit: (row: InspectionRow) => void;
  onPrint: (row: InspectionRow) => void;
  onDiscard: (row: InspectionRow) => void;
}

const C = INSPECTIONS_MSG.screen.columns;
const COLUMNS = [C.op, C.fecha, C.cedula, C.nombre, C.placa, C.linea, C.tipo, C.inspector, C.calificacion, C.observacion];

export function InspectionsTable({ rows, loading, emptyText, pageKey, onEdit, onPrint, onDiscard }: InspectionsTableProps) {
  return (
    <PaginatedTable
      label={INSPECTIONS_MSG.screen.listTitle}
      columns={COLUMNS}
      rows={rows}
      loading={loading}
      pageKey={pageKey}
      minW="4xl"
      stackWhenNarrow
      renderRow={(row) => <InspectionTableRow key={row.record.uuid} row={row} onEdit={onEdit} onPrint={onPrint} onDiscard={onDiscard} />}
      empty={emptyText}
      emptyCellProps={{ color: 'fg.muted' }}
      emptyTestId="inspections-empty"
    />
  );
}
