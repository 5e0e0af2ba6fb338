import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, Heading, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFilter, LuListChecks } from 'react-icons/lu';
import { can, type Principal } from '@reclamos/shared-types/permissions';
import type { AssignableStaff } from '@reclamos/shared-types/cases/schemas';
import { WORKFLOW_LIMITS } from '@reclamos/shared-types/cases/values';
import { boliviaDay } from '../../../lib/dates.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { BulkBar } from './BulkBar.tsx';
import { CasePanel } from '../panel/CasePanel.tsx';
import { ComplaintsTable } from './ComplaintsTable.tsx';
import { ExportButton } from './ExportButton.tsx';
import { PhotoDialog } from './PhotoDialog.tsx';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportSearchForm } from './ReportSearchForm.tsx';
import { listAssignable } from './reports-api.ts';
import { queryParams, readQuery, sameQuery, type ReportQuery } from './report-query.ts';
import { filterRows, type ReportRow } from './report-rows.ts';
import { useReport } from './use-report.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

/** The specification's debounce of the table filter. */
const FILTER_DEBOUNCE_MS = 300;

/**
 * The specification's Report page: complaints by date range, their PDFs and photos, and an XLSX; the
 * complaint workflow adds each case's state and code, filters, a side panel per case and bulk
 * changes. The search and the open panel live in the address
 * (`?ini&fin&segun&estado&asignado&vencido&caso`, or `?abiertos=1&…`).
 */
export function ReportsPage({ user }: { user: Principal }) {
  const [params, setParams] = useSearchParams();
  // Today in Bolivia, whatever zone the computer is set to.
  const [today] = useState(() => boliviaDay());
  // The search shown follows the address when it changes from outside (a link, back, a reload) and
  // at once when changed here, without waiting for the navigation (a filter box never flickers back).
  const parsed = readQuery(params, today);
  const addressKey = queryParams(parsed).toString();
  const [query, setQuery] = useState(parsed);
  const [seenAddress, setSeenAddress] = useState(addressKey);
  // Addresses this screen navigated to and the router has not shown yet (navigations are
  // transitions: an older one may land after a newer change and must not undo it).
  const [ownAddresses, setOwnAddresses] = useState<readonly string[]>([]);
  if (seenAddress !== addressKey) {
    setSeenAddress(addressKey);
    const own = ownAddresses.indexOf(addressKey);
    if (own >= 0) setOwnAddresses(ownAddresses.slice(own + 1));
    else if (!sameQuery(query, parsed)) setQuery(parsed);
  }
  const [searchSeq, setSearchSeq] = useState(0);
  const { result, loading, reload, patch, photoReviewed } = useReport(query, searchSeq);
  const caso = Number(params.get('caso')) || null;
  const staff = useAssignable();

  const [filter, setFilter] = useState('');
  const settledFilter = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [photoOf, setPhotoOf] = useState<ReportRow | null>(null);
  const onViewImage = useCallback((row: ReportRow) => setPhotoOf(row), []);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const go = useCallback(
    (next: ReportQuery, nextCaso: number | null = null) => setParams(queryParams(next, nextCaso), { replace: false }),
    [setParams],
  );
  const search = (next: ReportQuery) => {
    setSelected(new Set());
    setSearchSeq((n) => n + 1);
    setQuery(next);
    setOwnAddresses((current) => [...current, queryParams(next).toString()]);
    go(next);
  };
  const openCase = useCallback((id: number) => go(query, id), [go, query]);
  const toggle = useCallback(
    (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const shown = useMemo(() => filterRows(result.rows, settledFilter), [result.rows, settledFilter]);
  const total = result.rows.length;
  const emptyText = result.error ?? (total === 0 ? CASES_STAFF_MSG.report.empty : CASES_STAFF_MSG.report.noMatches);
  const rangeKey = result.query ? queryParams(result.query).toString() : '';
  const hrefOf = useCallback((id: number) => `?${queryParams(query, id).toString()}`, [query]);

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {CASES_STAFF_MSG.report.title}
      </Heading>
      {query.abiertos ? (
        // Every open case whatever its date: a date form here would be ignored, so it gives way.
        <Text color="fg.muted" data-testid="report-open-scope">
          {CASES_STAFF_MSG.report.scopeOpenHint}
        </Text>
      ) : (
        <ReportSearchForm
          key={`${query.ini}/${query.fin}`}
          initial={{ ini: query.ini, fin: query.fin }}
          loading={loading}
          onSearch={(range) => search({ ...query, ...range })}
        />
      )}
      <ReportFilters query={query} staff={staff} myId={user.id} onChange={search} />
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h2" size="md" flex="1">
            {CASES_STAFF_MSG.report.listTitle}
            {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={CASES_STAFF_MSG.report.loading} /> : null}
            <Text
              as="span"
              ms="3"
              textStyle="sm"
              fontWeight="normal"
              color="fg.muted"
              data-testid="report-count"
              data-applied-filter={settledFilter}
            >
              {CASES_STAFF_MSG.report.count(shown.length, total)}
            </Text>
          </Heading>
          <InputGroup startElement={<LuFilter />} width={{ base: 'full', md: '72' }}>
            <Input
              type="search"
              aria-label={CASES_STAFF_MSG.report.filter}
              placeholder={CASES_STAFF_MSG.report.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </InputGroup>
          <Button
            variant="outline"
            disabled={shown.length === 0}
            onClick={() => setSelected(new Set(shown.slice(0, WORKFLOW_LIMITS.bulkIds).map((row) => row.id)))}
          >
            <LuListChecks /> {CASES_STAFF_MSG.report.selectAll}
          </Button>
          <ExportButton rows={shown} range={result.query} />
        </Flex>
        {selected.size > 0 ? (
          <BulkBar
            selected={[...selected]}
            onClear={() => setSelected(new Set())}
            onDone={(refused) => {
              setSelected(new Set(refused));
              reload();
            }}
          />
        ) : null}
        <ComplaintsTable
          rows={shown}
          loading={loading}
          emptyText={emptyText}
          emptyIsError={result.error !== null}
          pageKey={`${rangeKey}|${settledFilter}|${total}`}
          onViewImage={onViewImage}
          selected={selected}
          onToggle={toggle}
          onOpenCase={openCase}
        />
      </Box>
      {photoOf?.imagen ? (
        <PhotoDialog
          key={photoOf.id}
          id={photoOf.id}
          file={photoOf.imagen}
          caption={[photoOf.placa, photoOf.fechaText].filter(Boolean).join(' · ')}
          onClose={() => setPhotoOf(null)}
          onReviewed={photoReviewed}
        />
      ) : null}
      {caso ? (
        <CasePanel
          id={caso}
          staff={staff}
          myId={user.id}
          mayReopen={can(user, 'reopenComplaint')}
          hrefOf={hrefOf}
          onChanged={patch}
          onClose={() => go(query)}
        />
      ) : null}
    </Stack>
  );
}

/** The staff a case may be given to (asked once per visit; empty offline). */
function useAssignable(): AssignableStaff {
  const [staff, setStaff] = useState<AssignableStaff>([]);
  useEffect(() => {
    const controller = new AbortController();
    listAssignable(controller.signal)
      .then(setStaff)
      .catch(() => {
        // Offline or refused: the panel still offers 'take it' and 'leave unassigned'.
      });
    return () => controller.abort();
  }, []);
  return staff;
}
