import { useMemo, useState } from 'react';
import { Box, Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFileSpreadsheet } from 'react-icons/lu';
import { notifyError, notifyInfo } from '../../../lib/notify.ts';
import { PAGE_SIZES, type PageSize } from '../../../lib/paginate.ts';
import { fetchAudit, listAccounts } from '../authority-api.ts';
import { useLoad } from '../use-load.ts';
import { AuditFiltersForm } from './AuditFiltersForm.tsx';
import { AuditTable } from './AuditTable.tsx';
import { NO_FILTERS, toAuditRow, toQuery, type AuditFilters } from './audit-values.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.auditoria;

/** 'Auditoría' (the principal administrator): who changed what, when, before and after; to XLSX. */
export function AuditPage() {
  const [search, setSearch] = useState<{ filters: AuditFilters; page: number; size: PageSize; seq: number }>({
    filters: NO_FILTERS,
    page: 0,
    size: PAGE_SIZES[0],
    seq: 0,
  });
  const { data, loading, error } = useLoad(
    (signal) => fetchAudit({ ...toQuery(search.filters), pagina: search.page + 1, porPagina: search.size }, signal),
    JSON.stringify(search),
  );
  const users = useLoad(listAccounts, 'users');
  const rows = useMemo(() => (data?.items ?? []).map(toAuditRow), [data]);
  const [exporting, setExporting] = useState(false);
  const emptyText = loading ? TEXT.loading : (error ?? TEXT.empty);

  async function exportSheet() {
    setExporting(true);
    try {
      // Loaded on first click: neither this code nor exceljs is in the screen's chunk.
      const { exportAudit, EXPORT_MAX_ROWS } = await import('./export-audit.ts');
      const { written, total } = await exportAudit(search.filters);
      if (written < total) notifyInfo(TEXT.exportTooMany(EXPORT_MAX_ROWS));
    } catch {
      notifyError(TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {TEXT.title}
      </Heading>
      <AuditFiltersForm
        initial={NO_FILTERS}
        users={users.data ?? []}
        loading={loading}
        onSearch={(filters) => setSearch((previous) => ({ filters, page: 0, size: previous.size, seq: previous.seq + 1 }))}
      />
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h2" size="md" flex="1">
            {TEXT.listTitle}
            {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={TEXT.loading} /> : null}
            {data ? (
              <Text as="span" ms="3" textStyle="sm" fontWeight="normal" color="fg.muted" data-testid="audit-count">
                {TEXT.count(data.total)}
              </Text>
            ) : null}
          </Heading>
          <Button
            variant="outline"
            colorPalette="green"
            loading={exporting}
            disabled={!data || data.total === 0}
            onClick={() => void exportSheet()}
          >
            <LuFileSpreadsheet /> {TEXT.export}
          </Button>
        </Flex>
        <AuditTable
          rows={rows}
          loading={loading}
          emptyText={emptyText}
          paging={{
            page: search.page,
            pageSize: search.size,
            total: data?.total ?? 0,
            onPageChange: (page) => setSearch((previous) => ({ ...previous, page })),
            onPageSizeChange: (size) => setSearch((previous) => ({ ...previous, page: 0, size })),
          }}
        />
      </Box>
    </Stack>
  );
}
