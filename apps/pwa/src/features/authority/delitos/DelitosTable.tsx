import { useState } from 'react';
import { Badge, Button, HStack, IconButton, Table } from '@chakra-ui/react';
import { LuBan, LuPencil, LuRotateCcw } from 'react-icons/lu';
import type { DelitoEntry } from '@reclamos/shared-types/authority/schemas';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import { updateDelito } from '../authority-api.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.delitos;
const COLUMNS = [TEXT.columns.options, TEXT.columns.detalle, TEXT.columns.estado];

interface DelitosTableProps {
  delitos: readonly DelitoEntry[];
  loading: boolean;
  onEdit: (delito: DelitoEntry) => void;
  onChanged: () => void;
}

export function DelitosTable({ delitos, loading, onEdit, onChanged }: DelitosTableProps) {
  return (
    <PaginatedTable
      label={TEXT.title}
      columns={COLUMNS}
      rows={delitos}
      loading={loading}
      minW="xl"
      framed
      stackWhenNarrow
      renderRow={(delito) => <DelitoRow key={delito.id} delito={delito} onEdit={onEdit} onChanged={onChanged} />}
      empty={loading ? null : TEXT.empty}
      emptyCellProps={{ textAlign: 'center', color: 'fg.muted' }}
    />
  );
}

function DelitoRow({ delito, onEdit, onChanged }: { delito: DelitoEntry; onEdit: (delito: DelitoEntry) => void; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const active = delito.activo !== false;

  async function toggle() {
    setBusy(true);
    try {
      await updateDelito(delito.id, { activo: !active });
      notifySuccess(active ? TEXT.retiredNotice : TEXT.reactivatedNotice);
      onChanged();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Table.Row data-delito-id={delito.id} data-activo={String(active)}>
      <Table.Cell {...cardCell('actions')}>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="subtle"
            colorPalette="blue"
            aria-label={TEXT.edit(delito.detalle)}
            title={TEXT.edit(delito.detalle)}
            onClick={() => onEdit(delito)}
          >
            <LuPencil />
          </IconButton>
          <Button
            size="sm"
            variant="subtle"
            colorPalette={active ? 'red' : 'green'}
            loading={busy}
            aria-label={`${active ? TEXT.retire : TEXT.reactivate}: ${delito.detalle}`}
            onClick={() => void toggle()}
          >
            {active ? <LuBan /> : <LuRotateCcw />} {active ? TEXT.retire : TEXT.reactivate}
          </Button>
        </HStack>
      </Table.Cell>
      <Table.Cell {...cardCell('title')}>{delito.detalle}</Table.Cell>
      <Table.Cell {...cardCell('badge')}>
        <Badge colorPalette={active ? 'green' : 'gray'} variant="solid">
          {active ? TEXT.active : TEXT.retired}
        </Badge>
      </Table.Cell>
    </Table.Row>
  );
}
