import { useState } from 'react';
import { Box, Button, Flex, Heading, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuSearch, LuUpload } from 'react-icons/lu';
import type { RegistryVehiculo } from '@reclamos/shared-types/authority/schemas';
import { PAGE_SIZES, type PageSize } from '../../../lib/paginate.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { listVehiculos } from '../authority-api.ts';
import { useLoad } from '../use-load.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { VehiculoDialog } from './VehiculoDialog.tsx';
import { VehiculosTable } from './VehiculosTable.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.vehiculos;
const SEARCH_DEBOUNCE_MS = 300;

type OpenDialog = { kind: 'vehiculo'; vehiculo: RegistryVehiculo | null } | { kind: 'import' } | null;

/** 'Vehículos' (ADMINISTRADOR, USUARIO): the registry the lookups read, paged by the server. */
export function VehiculosPage() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState<{ q: string; page: number; size: PageSize }>({ q: '', page: 0, size: PAGE_SIZES[0] });
  // Another search starts again at its first page.
  const page = paging.q === q ? paging.page : 0;
  const { data, loading, error, reload } = useLoad(
    (signal) => listVehiculos({ ...(q ? { q } : {}), pagina: page + 1, porPagina: paging.size }, signal),
    `${q}|${page}|${paging.size}`,
  );
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const emptyText = loading ? TEXT.loading : (error ?? (q ? TEXT.noMatches : TEXT.empty));

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {TEXT.title}
        </Heading>
        <Flex gap="2" wrap="wrap">
          <Button variant="outline" colorPalette="blue" onClick={() => setDialog({ kind: 'import' })}>
            <LuUpload /> {AUTHORITY_MSG.importar.open}
          </Button>
          <Button colorPalette="blue" onClick={() => setDialog({ kind: 'vehiculo', vehiculo: null })}>
            <LuPlus /> {TEXT.newVehiculo}
          </Button>
        </Flex>
      </Flex>
      <Box bg="bg" borderWidth="1px" rounded="l2" overflow="hidden">
        <Flex gap="3" p="3" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
          <Heading as="h2" size="md" flex="1">
            {TEXT.listTitle}
            {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={TEXT.loading} /> : null}
            {data ? (
              <Text
                as="span"
                ms="3"
                textStyle="sm"
                fontWeight="normal"
                color="fg.muted"
                data-testid="vehiculos-count"
                data-applied-search={q}
              >
                {TEXT.count(data.total)}
              </Text>
            ) : null}
          </Heading>
          <InputGroup startElement={<LuSearch />} width={{ base: 'full', md: '80' }}>
            <Input
              type="search"
              aria-label={TEXT.search}
              placeholder={TEXT.searchPlaceholder}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
        </Flex>
        <VehiculosTable
          vehiculos={data?.items ?? []}
          loading={loading}
          emptyText={emptyText}
          paging={{
            page,
            pageSize: paging.size,
            total: data?.total ?? 0,
            onPageChange: (next) => setPaging({ q, page: next, size: paging.size }),
            onPageSizeChange: (size) => setPaging({ q, page: 0, size }),
          }}
          onEdit={(vehiculo) => setDialog({ kind: 'vehiculo', vehiculo })}
        />
      </Box>
      {dialog?.kind === 'vehiculo' ? (
        <VehiculoDialog key={dialog.vehiculo?.placa ?? 'new'} vehiculo={dialog.vehiculo} onClose={close} onSaved={reload} />
      ) : null}
      {dialog?.kind === 'import' ? <ImportDialog onClose={close} onApplied={reload} /> : null}
    </Stack>
  );
}
