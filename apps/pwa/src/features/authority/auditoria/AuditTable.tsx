import { Stack, Table, Text } from '@chakra-ui/react';
import { PaginatedTable, type RemotePaging } from '../../../lib/ui/PaginatedTable.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import type { AuditRow } from './audit-values.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.auditoria;
const C = TEXT.columns;
const COLUMNS = [C.fecha, C.usuario, C.accion, C.objeto, C.id, C.antes, C.despues];

interface AuditTableProps {
  rows: readonly AuditRow[];
  loading: boolean;
  emptyText: string;
  paging: RemotePaging;
}

/** One page of the trail, newest first; ANTES and DESPUES list only the fields that changed. */
export function AuditTable({ rows, loading, emptyText, paging }: AuditTableProps) {
  return (
    <PaginatedTable
      label={TEXT.listTitle}
      columns={COLUMNS}
      rows={rows}
      loading={loading}
      minW="4xl"
      stackWhenNarrow
      focusableFrame
      remote={paging}
      renderRow={(row) => (
        <Table.Row key={row.id} data-audit-id={row.id}>
          <Table.Cell {...cardCell('meta', C.fecha)}>{row.fecha}</Table.Cell>
          <Table.Cell {...cardCell('main')}>{row.usuario}</Table.Cell>
          <Table.Cell fontWeight="semibold" {...cardCell('title')}>
            {row.accion}
          </Table.Cell>
          <Table.Cell {...cardCell('meta', C.objeto)}>{row.objeto}</Table.Cell>
          <Table.Cell {...cardCell('meta', C.id)}>{row.objetoId}</Table.Cell>
          <Table.Cell {...cardCell(row.antes.length ? 'detail' : 'hide', C.antes)}>
            <Lines lines={row.antes} />
          </Table.Cell>
          <Table.Cell {...cardCell(row.despues.length ? 'detail' : 'hide', C.despues)}>
            <Lines lines={row.despues} />
          </Table.Cell>
        </Table.Row>
      )}
      empty={emptyText}
      emptyCellProps={{ textAlign: { base: 'start', md: 'center' }, color: 'fg.muted' }}
      emptyTestId="audit-empty"
    />
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <Stack gap="0" maxW="60" minW={{ md: '36' }}>
      {lines.map((line, index) => (
        <Text key={index} textStyle="xs" wordBreak="break-word">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
