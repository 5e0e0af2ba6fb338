import { useState } from 'react';
import { Box, Stack, Table } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { ComplaintRow } from './ComplaintRow.tsx';
import { PAGE_SIZES, paginate, type PageSize } from '../../lib/paginate.ts';
import type { ReportRow } from './report-rows.ts';
import { TablePagination } from '../../lib/ui/TablePagination.tsx';

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
  const [pager, setPager] = useState({ key: pageKey, page: 0 });
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  if (pager.key !== pageKey) setPager({ key: pageKey, page: 0 });
  const slice = paginate(rows, pager.key === pageKey ? pager.page : 0, pageSize);
  const setPage = (page: number) => setPager({ key: pageKey, page });

  return (
    <Stack gap="0">
      <Table.ScrollArea borderTopWidth="1px" maxH={{ lg: '70vh' }}>
        <Table.Root
          size="sm"
          stickyHeader
          interactive
          minW="5xl"
          // The scroll area sets nowrap; cells may wrap so that ten columns fit a 1366 px desk.
          whiteSpace="normal"
          aria-label={MSG.reports.listTitle}
          aria-busy={loading}
        >
          <Table.Header>
            <Table.Row bg="bg.muted">
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} fontWeight="bold" whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
            {slice.rows.map((row) => (
              <ComplaintRow key={row.id} row={row} onViewImage={onViewImage} />
            ))}
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell
                  colSpan={COLUMNS.length}
                  textAlign={{ base: 'start', md: 'center' }}
                  color={emptyIsError ? 'fg.error' : 'fg.muted'}
                  py="8"
                  data-testid="report-empty"
                >
                  {/* Sticky, so a phone sees the text while the wide table scrolls sideways. */}
                  <Box position="sticky" insetStart="3" maxW={{ base: 'calc(100vw - 4rem)', md: 'none' }}>
                    {loading ? MSG.reports.loading : emptyText}
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
