import { useState } from 'react';
import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import type { DelitoEntry } from '@reclamos/shared-types/authority/schemas';
import { listAllDelitos } from '../authority-api.ts';
import { useLoad } from '../use-load.ts';
import { DelitoDialog } from './DelitoDialog.tsx';
import { DelitosTable } from './DelitosTable.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.delitos;

type OpenDialog = { delito: DelitoEntry | null } | null;

/** 'Infracciones' (ADMINISTRADOR): the public form's catalogue; add, rename, retire, reactivate. */
export function DelitosPage() {
  const { data, loading, reload } = useLoad(listAllDelitos, 'delitos');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const delitos = data ?? [];
  const active = delitos.filter((delito) => delito.activo !== false).length;

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {TEXT.title}
          {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={TEXT.loading} /> : null}
        </Heading>
        <Button colorPalette="blue" onClick={() => setDialog({ delito: null })}>
          <LuPlus /> {TEXT.newDelito}
        </Button>
      </Flex>
      <Text color="fg.muted" textStyle="sm" maxW="3xl">
        {TEXT.help}
      </Text>
      {data ? (
        <Text textStyle="sm" color="fg.muted" data-testid="delitos-count">
          {TEXT.count(active, delitos.length)}
        </Text>
      ) : null}
      <DelitosTable delitos={delitos} loading={loading} onEdit={(delito) => setDialog({ delito })} onChanged={reload} />
      {dialog ? (
        <DelitoDialog key={dialog.delito?.id ?? 'new'} delito={dialog.delito} onClose={() => setDialog(null)} onSaved={reload} />
      ) : null}
    </Stack>
  );
}
