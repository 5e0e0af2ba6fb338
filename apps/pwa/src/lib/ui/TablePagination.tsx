import { useId } from 'react';
import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { PAGE_SIZES, type PageSize, type PageSlice } from '../paginate.ts';
import { MSG } from '@reclamos/shared-types/messages';

interface TablePaginationProps {
  slice: PageSlice<unknown>;
  pageSize: PageSize;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

export function TablePagination({ slice, pageSize, onPageChange, onPageSizeChange }: TablePaginationProps) {
  const labelId = useId();
  return (
    <HStack justify="flex-end" gap="3" wrap="wrap" py="2" textStyle="sm">
      <HStack gap="2">
        <Text id={labelId} color="fg.muted">
          {MSG.table.rowsPerPage}
        </Text>
        <NativeSelect.Root size="sm" width="20">
          <NativeSelect.Field
            aria-labelledby={labelId}
            value={pageSize}
            onChange={(event) => onPageSizeChange(toPageSize(Number(event.target.value)))}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text color="fg.muted" minW="28" textAlign="center" data-testid="page-range">
        {MSG.table.pageOf(slice.from, slice.to, slice.total)}
      </Text>
      <HStack gap="1">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={MSG.table.previousPage}
          disabled={slice.page === 0}
          onClick={() => onPageChange(slice.page - 1)}
        >
          <LuChevronLeft />
        </IconButton>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={MSG.table.nextPage}
          disabled={slice.page >= slice.pageCount - 1}
          onClick={() => onPageChange(slice.page + 1)}
        >
          <LuChevronRight />
        </IconButton>
      </HStack>
    </HStack>
  );
}

function toPageSize(value: number): PageSize {
  return PAGE_SIZES.find((size) => size === value) ?? PAGE_SIZES[0];
}
