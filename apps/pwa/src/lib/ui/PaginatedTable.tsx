import { useState, type ReactNode } from 'react';
import { Box, Stack, Table, useChakraContext, type TableCellProps } from '@chakra-ui/react';
import { PAGE_SIZES, paginate, type PageSize, type PageSlice } from '../paginate.ts';
import { CARD_FRAME, stackedBelow } from './stacked-rows.ts';
import { TablePagination } from './TablePagination.tsx';

interface PaginatedTableProps<Row> {
  /** The table's accessible name (its title on screen). */
  label: string;
  columns: readonly string[];
  rows: readonly Row[];
  loading: boolean;
  /** A new value (another search, another filter) goes back to the first page. */
  pageKey?: string;
  renderRow: (row: Row) => ReactNode;
  /** Shown in one cell across the table when there is no row; null shows nothing. */
  empty: ReactNode;
  emptyCellProps?: TableCellProps;
  emptyTestId?: string;
  /** Narrowest the table gets (a size token or a length): its columns need this much. */
  minW: string;
  /**
   * Each row is a card while the frame is narrower than `minW` (see stacked-rows.ts); without it a
   * narrower frame scrolls the table sideways.
   */
  stackWhenNarrow?: boolean;
  framed?: boolean;
  /** The server pages (a registry, the audit trail): `rows` is already the page it answered. */
  remote?: RemotePaging;
  /**
   * Rows with nothing to focus (no buttons, no links): the frame itself takes the keyboard focus,
   * so that a keyboard can scroll it when the rows overflow (WCAG 2.1.1, axe scrollable-region-focusable).
   */
  focusableFrame?: boolean;
}

export interface RemotePaging {
  /** Counted from 0. */
  page: number;
  pageSize: PageSize;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

/**
 * The spec's tables: a sticky header, one page of rows in the DOM (a month of complaints stays
 * smooth), rows per page 50 or 100, and the page range with previous/next.
 */
export function PaginatedTable<Row>({
  label,
  columns,
  rows,
  loading,
  pageKey = '',
  renderRow,
  empty,
  emptyCellProps,
  emptyTestId,
  minW,
  stackWhenNarrow = false,
  framed = false,
  remote,
  focusableFrame = false,
}: PaginatedTableProps<Row>) {
  const [pager, setPager] = useState({ key: pageKey, page: 0 });
  const [localSize, setLocalSize] = useState<PageSize>(PAGE_SIZES[0]);
  if (!remote && pager.key !== pageKey) setPager({ key: pageKey, page: 0 });
  const pageSize = remote?.pageSize ?? localSize;
  const slice = remote ? remoteSlice(rows, remote) : paginate(rows, pager.key === pageKey ? pager.page : 0, pageSize);
  const setPage = remote ? remote.onPageChange : (page: number) => setPager({ key: pageKey, page });
  const setPageSize = remote ? remote.onPageSizeChange : setLocalSize;
  const system = useChakraContext();
  const cards = stackWhenNarrow ? stackedBelow(String(system.token(`sizes.${minW}`, minW))) : undefined;

  return (
    <Stack gap="0">
      <Table.ScrollArea
        {...(framed ? { borderWidth: '1px', rounded: 'l2', bg: 'bg' } : { borderTopWidth: '1px' })}
        {...(focusableFrame ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
        maxH={{ lg: '70vh' }}
        css={cards ? CARD_FRAME : undefined}
      >
        <Table.Root
          size="sm"
          stickyHeader
          interactive
          minW={minW}
          // The scroll area sets nowrap; cells may wrap so that the spec's columns fit a 1366 px desk.
          whiteSpace="normal"
          css={cards}
          aria-label={label}
          aria-busy={loading}
        >
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((column) => (
                <Table.ColumnHeader key={column} fontWeight="bold" whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
            {slice.rows.map(renderRow)}
            {slice.rows.length === 0 && empty !== null ? (
              <Table.Row>
                <Table.Cell colSpan={columns.length} py="8" data-testid={emptyTestId} {...emptyCellProps}>
                  {/* Sticky, so the text stays in sight if the table scrolls sideways. */}
                  <Box position="sticky" insetStart="3" maxW={{ base: 'calc(100vw - 4rem)', md: 'none' }}>
                    {empty}
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

function remoteSlice<Row>(rows: readonly Row[], remote: RemotePaging): PageSlice<Row> {
  const start = remote.page * remote.pageSize;
  return {
    rows: [...rows],
    page: remote.page,
    pageCount: Math.max(1, Math.ceil(remote.total / remote.pageSize)),
    from: rows.length === 0 ? 0 : start + 1,
    to: start + rows.length,
    total: remote.total,
  };
}
