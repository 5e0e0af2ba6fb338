import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Flex, Heading, Input, InputGroup, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { CALIFICACIONES, type Calificacion } from '@reclamos/shared-types/inspections/values';
import { LuFilter, LuPlus, LuSearch } from 'react-icons/lu';
import { boliviaDay } from '../../lib/dates.ts';
import { inspectionsSearchParams, readInspectionsAddress } from '../../lib/inspections-address.ts';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { EditDialog } from './EditDialog.tsx';
import type { EditValues, InspectionFormValues } from './form-values.ts';
import { filterInspectionRows, type InspectionRow } from './inspection-rows.ts';
import { discardInspectionItem, modifyInspection, registerInspection, useDayInspections, useSuggestionLists } from './inspections-data.ts';
import { InspectionsTable } from './InspectionsTable.tsx';
import { RegisterDialog } from './RegisterDialog.tsx';
import { useInspectionDay } from './use-inspection-day.ts';
import { useSyncedReload } from './use-synced-reload.ts';
import { usePreparedSheet } from './use-prepared-sheet.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/** The specification's debounce of the table filter. */
const FILTER_DEBOUNCE_MS = 300;
const TEXT = INSPECTIONS_MSG.screen;

export interface InspectionsPageProps {
  user: { id: number; nombre: string };
}

/** 'INSPECCION VEHICULAR', the inspections screen: the day's inspections, register, edit own, print any. */
export function InspectionsPage({ user }: InspectionsPageProps) {
  // The address may name the day and a calificacion (Principal's numbers link here with both).
  const [params, setParams] = useSearchParams();
  const address = readInspectionsAddress(params);
  const [initialDay] = useState(() => address.fecha ?? boliviaDay());
  const { day, loading, offline, search, reload } = useInspectionDay(initialDay);
  const calificacion = address.calificacion;
  const showAddress = (fecha: string, chosen: Calificacion | null) =>
    setParams(inspectionsSearchParams({ fecha, calificacion: chosen }), { replace: true });
  const [dayInput, setDayInput] = useState(initialDay);
  const rows = useDayInspections(day, user.id);
  const lists = useSuggestionLists();
  const [filter, setFilter] = useState('');
  const settledFilter = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [registering, setRegistering] = useState(0);
  const [editing, setEditing] = useState<InspectionRow | null>(null);

  // After a create or an edit the list (and the suggestion lists) reload, as the specification
  // asks; the engine may deliver it now or hours later, the notice and the reload follow it
  // either way.
  useSyncedReload(reload);
  usePreparedSheet();

  const submitNew = useCallback(
    async (values: InspectionFormValues) => {
      try {
        await registerInspection(values, user);
      } catch (error) {
        console.error('could not queue the inspection', error);
        notifyError(TEXT.storageFailed);
        return;
      }
      setRegistering(0);
      if (!navigator.onLine) notifyInfo(TEXT.keptOffline);
    },
    [user],
  );

  const submitEdit = useCallback(
    async (values: EditValues) => {
      if (!editing) return;
      try {
        await modifyInspection(editing.record.uuid, values, user.id);
      } catch (error) {
        console.error('could not queue the edit', error);
        notifyError(TEXT.storageFailed);
        return;
      }
      setEditing(null);
      if (!navigator.onLine) notifyInfo(TEXT.editKeptOffline);
    },
    [editing, user.id],
  );

  const print = useCallback((row: InspectionRow) => {
    void import('./sheet/share-sheet.ts')
      .then(({ shareControlSheet }) => shareControlSheet(row.record, { pending: row.status !== 'synced' }))
      .catch((error: unknown) => {
        console.error('control sheet failed', error);
        notifyError(TEXT.printFailed);
      });
  }, []);

  const discard = useCallback((row: InspectionRow) => {
    if (!row.rejectedItem) return;
    void discardInspectionItem(row.rejectedItem)
      .then(() => notifySuccess(TEXT.discarded))
      .catch((error: unknown) => notifyError(error));
  }, []);

  const all = useMemo(() => rows ?? [], [rows]);
  const shown = useMemo(() => filterInspectionRows(all, settledFilter, calificacion), [all, settledFilter, calificacion]);
  const emptyText = loading && all.length === 0 ? TEXT.loading : all.length === 0 ? TEXT.empty : TEXT.noMatches;

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(dayInput)) {
      search(dayInput);
      showAddress(dayInput, calificacion);
    } else notifyError(INSPECTIONS_MSG.api.invalidDate);
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {TEXT.title}
      </Heading>
      <form onSubmit={handleSearch} noValidate aria-label={TEXT.title}>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root width={{ base: 'full', sm: '48' }}>
            <Field.Label>{TEXT.date}</Field.Label>
            <Input type="date" name="fecha" bg="bg" value={dayInput} onChange={(event) => setDayInput(event.target.value)} />
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={loading} width={{ base: 'full', sm: 'auto' }}>
            <LuSearch /> {TEXT.search}
          </Button>
        </Flex>
      </form>
      {offline ? (
        <Alert.Root status="warning" data-testid="inspections-offline">
          <Alert.Indicator />
          <Alert.Title>{TEXT.offlineList}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h2" size="md" flex="1">
            {TEXT.listTitle}
            {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={TEXT.loading} /> : null}
            <Text
              as="span"
              ms="3"
              textStyle="sm"
              fontWeight="normal"
              color="fg.muted"
              data-testid="inspections-count"
              data-applied-filter={settledFilter}
              data-shown={shown.length}
            >
              {TEXT.count(shown.length, all.length)}
            </Text>
          </Heading>
          <NativeSelect.Root width={{ base: 'full', md: '48' }}>
            <NativeSelect.Field
              name="calificacion"
              aria-label={TEXT.calificacionFilter}
              bg="bg"
              value={calificacion ?? ''}
              onChange={(event) => showAddress(day, (event.target.value || null) as Calificacion | null)}
            >
              <option value="">{TEXT.anyCalificacion}</option>
              {CALIFICACIONES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <InputGroup startElement={<LuFilter />} width={{ base: 'full', md: '72' }}>
            <Input
              type="search"
              aria-label={TEXT.filter}
              placeholder={TEXT.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </InputGroup>
          <Button colorPalette="blue" onClick={() => setRegistering((count) => count + 1)}>
            <LuPlus /> {TEXT.register}
          </Button>
        </Flex>
        <InspectionsTable
          rows={shown}
          loading={loading}
          emptyText={emptyText}
          pageKey={`${day}|${settledFilter}|${calificacion ?? ''}`}
          onEdit={setEditing}
          onPrint={print}
          onDiscard={discard}
        />
      </Box>
      {registering > 0 ? <RegisterDialog key={registering} lists={lists} onClose={() => setRegistering(0)} onSubmit={submitNew} /> : null}
      {editing ? (
        <EditDialog key={editing.record.uuid} record={editing.record} onClose={() => setEditing(null)} onSubmit={submitEdit} />
      ) : null}
    </Stack>
  );
}
