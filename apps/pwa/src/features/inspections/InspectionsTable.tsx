import { useState } from 'react';
import { Box, Stack, Table } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { PAGE_SIZES, paginate, type PageSize } from '../../lib/paginate.ts';
import { TablePagination } from '../../lib/ui/TablePagination.tsx';
import type { InspectionRow } from './inspection-rows.ts';
import { InspectionTableRow } from './InspectionTableRow.tsx';

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

const C = MSG.inspections.screen.columns;
const COLUMNS = [C.op, C.fecha, C.cedula, C.nombre, C.placa, C.linea, C.tipo, C.inspector, C.calificacion, C.observacion];

export function InspectionsTable({ rows, loading, emptyText, pageKey, onEdit, onPrint, onDiscard }: InspectionsTableProps) {
  const [pager, setPager] = useState({ key: pageKey, page: 0 });
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  if (pager.key !== pageKey) setPager({ key: pageKey, page: 0 });
  const slice = paginate(rows, pager.key === pageKey ? pager.page : 0, pageSize);
  const setPage = (page: number) => setPager({ key: pageKey, page });

  return (
    <Stack gap="0">
      <Table.ScrollArea borderTopWidth="1px" maxH={{ lg: '70vh' }}>
        <Table.Root size="sm" stickyHeader interactive minW="5xl" aria-label={MSG.inspections.screen.listTitle} aria-busy={loading}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} fontWeight="bold" whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {slice.rows.map((row) => (
              <InspectionTableRow key={row.record.uuid} row={row} onEdit={onEdit} onPrint={onPrint} onDiscard={onDiscard} />
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length} color="fg.muted" py="8" data-testid="inspections-empty">
                  <Box position="sticky" insetStart="3" maxW={{ base: 'calc(100vw - 4rem)', md: 'none' }}>
                    {emptyText}
                  </Box>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePagination
        slice={slice}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </Stack>
  );
}
