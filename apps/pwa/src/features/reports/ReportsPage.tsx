import { useCallback, useMemo, useState } from 'react';
import { Box, Flex, Heading, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFilter } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import { boliviaDay } from '../../lib/dates.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ComplaintsTable } from './ComplaintsTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { ReportSearchForm } from './ReportSearchForm.tsx';
import { filterRows, type ReportRow } from './report-rows.ts';
import { useReport } from './use-report.ts';

/** Spec's table filter debounce (section 9). */
const FILTER_DEBOUNCE_MS = 300;

/** Spec section 2, Report page: complaints by date range, their PDFs and photos, and an XLSX. */
export function ReportsPage() {
  // Today in Bolivia, whatever zone the computer is set to (DESIGN.md, Time).
  const [initial] = useState(() => ({ ini: boliviaDay(), fin: boliviaDay() }));
  const { result, loading, search } = useReport(initial);
  const [filter, setFilter] = useState('');
  const settledFilter = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [photoOf, setPhotoOf] = useState<ReportRow | null>(null);
  const onViewImage = useCallback((row: ReportRow) => setPhotoOf(row), []);

  const shown = useMemo(() => filterRows(result.rows, settledFilter), [result.rows, settledFilter]);
  const total = result.rows.length;
  const emptyText = result.error ?? (total === 0 ? MSG.reports.empty : MSG.reports.noMatches);
  const rangeKey = result.range ? `${result.range.ini}/${result.range.fin}` : '';

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {MSG.reports.title}
      </Heading>
      <ReportSearchForm initial={initial} loading={loading} onSearch={search} />
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h2" size="md" flex="1">
            {MSG.reports.listTitle}
            {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={MSG.reports.loading} /> : null}
            <Text as="span" ms="3" textStyle="sm" fontWeight="normal" color="fg.muted" data-testid="report-count" data-applied-filter={settledFilter}>
              {MSG.reports.count(shown.length, total)}
            </Text>
          </Heading>
          <InputGroup startElement={<LuFilter />} width={{ base: 'full', md: '72' }}>
            <Input
              type="search"
              aria-label={MSG.reports.filter}
              placeholder={MSG.reports.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </InputGroup>
          <ExportButton rows={shown} range={result.range} />
        </Flex>
        <ComplaintsTable
          rows={shown}
          loading={loading}
          emptyText={emptyText}
          emptyIsError={result.error !== null}
          pageKey={`${rangeKey}|${settledFilter}|${total}`}
          onViewImage={onViewImage}
        />
      </Box>
      {photoOf?.imagen ? (
        <PhotoDialog
          key={photoOf.id}
          id={photoOf.id}
          file={photoOf.imagen}
          caption={[photoOf.placa, photoOf.fechaText].filter(Boolean).join(' · ')}
          onClose={() => setPhotoOf(null)}
        />
      ) : null}
    </Stack>
  );
}
