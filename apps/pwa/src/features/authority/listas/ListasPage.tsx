import { useMemo, useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, InputGroup, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuFilter, LuGitMerge } from 'react-icons/lu';
import { LIST_KINDS, type ListKind } from '@reclamos/shared-types/authority/values';
import { normalize } from '../../../lib/text-search.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { listValues } from '../authority-api.ts';
import { useLoad } from '../use-load.ts';
import { ListValuesTable } from './ListValuesTable.tsx';
import { MergeDialog } from './MergeDialog.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.listas;
const FILTER_DEBOUNCE_MS = 300;

/** 'Listas' (ADMINISTRADOR): the inspection suggestion lists; repeated or misspelt values are merged. */
export function ListasPage() {
  const [kind, setKind] = useState<ListKind>('marca');
  const { data, loading, error, reload } = useLoad((signal) => listValues(kind, signal), kind);
  const [filter, setFilter] = useState('');
  const settled = useDebouncedValue(filter, FILTER_DEBOUNCE_MS);
  const [selected, setSelected] = useState<{ kind: ListKind; values: ReadonlySet<string> }>({ kind, values: new Set() });
  const chosen = selected.kind === kind ? selected.values : new Set<string>();
  const [merging, setMerging] = useState(false);

  const values = useMemo(() => {
    const words = normalize(settled).trim();
    const all = data ?? [];
    return words ? all.filter((value) => normalize(value).includes(words)) : all;
  }, [data, settled]);
  const emptyText = loading ? TEXT.loading : (error ?? ((data ?? []).length === 0 ? TEXT.empty : TEXT.noMatches));

  function toggle(value: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    setSelected({ kind, values: next });
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
        {TEXT.title}
      </Heading>
      <Text color="fg.muted" textStyle="sm" maxW="3xl">
        {TEXT.help}
      </Text>
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'flex-end' }} direction={{ base: 'column', md: 'row' }}>
          <Field.Root width={{ base: 'full', md: '48' }}>
            <Field.Label>{TEXT.kind}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="lista" value={kind} onChange={(event) => setKind(toKind(event.target.value))}>
                {LIST_KINDS.map((item) => (
                  <option key={item} value={item}>
                    {TEXT.kinds[item]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <InputGroup startElement={<LuFilter />} width={{ base: 'full', md: '64' }}>
            <Input
              type="search"
              aria-label={TEXT.filter}
              placeholder={TEXT.filterPlaceholder}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </InputGroup>
          <Flex flex="1" gap="3" align="center" justify={{ base: 'space-between', md: 'flex-end' }}>
            <Text textStyle="sm" color="fg.muted" data-testid="listas-selected">
              {loading ? <Spinner size="sm" me="2" color="blue.solid" aria-label={TEXT.loading} /> : null}
              {TEXT.selected(chosen.size)}
            </Text>
            <Button colorPalette="blue" disabled={chosen.size === 0} onClick={() => setMerging(true)}>
              <LuGitMerge /> {TEXT.merge}
            </Button>
          </Flex>
        </Flex>
        <ListValuesTable
          values={values}
          chosen={chosen}
          loading={loading}
          emptyText={emptyText}
          pageKey={`${kind}|${settled}`}
          onToggle={toggle}
        />
      </Box>
      {merging ? (
        <MergeDialog
          kind={kind}
          values={[...chosen]}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setSelected({ kind, values: new Set() });
            reload();
          }}
        />
      ) : null}
    </Stack>
  );
}

function toKind(value: string): ListKind {
  return LIST_KINDS.find((kind) => kind === value) ?? 'marca';
}
