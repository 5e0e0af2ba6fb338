import { memo } from 'react';
import { Badge, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPrinter, LuTrash2 } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import type { InspectionRow } from './inspection-rows.ts';

interface InspectionTableRowProps {
  row: InspectionRow;
  onEdit: (row: InspectionRow) => void;
  onPrint: (row: InspectionRow) => void;
  onDiscard: (row: InspectionRow) => void;
}

const TEXT = MSG.inspections.screen;

/** op (edit on own rows only, print on every row), FECHA, CEDULA, NOMBRE, PLACA, LINEA, TIPO,
 * INSPECTOR, CALIFICACION, OBSERVACION; a pending or refused row says so under its date. */
export const InspectionTableRow = memo(function InspectionTableRow({ row, onEdit, onPrint, onDiscard }: InspectionTableRowProps) {
  const { record } = row;
  const placa = record.vehicle.placa;
  return (
    <Table.Row data-uuid={record.uuid} data-status={row.status}>
      <Table.Cell>
        <HStack gap="1">
          {row.mine ? (
            <IconButton size="sm" variant="subtle" colorPalette="blue" aria-label={TEXT.edit(placa)} title={TEXT.edit(placa)} onClick={() => onEdit(row)}>
              <LuPencil />
            </IconButton>
          ) : null}
          <IconButton size="sm" variant="subtle" colorPalette="teal" aria-label={TEXT.print(placa)} title={TEXT.print(placa)} onClick={() => onPrint(row)}>
            <LuPrinter />
          </IconButton>
          {row.status === 'rejected' && row.rejectedItem ? (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={TEXT.discard} title={TEXT.discard} onClick={() => onDiscard(row)}>
              <LuTrash2 />
            </IconButton>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {row.fechaText}
        {row.status === 'synced' ? null : (
          <Badge display="block" w="fit-content" mt="1" colorPalette={row.status === 'pending' ? 'orange' : 'red'} title={row.message ?? undefined}>
            {row.status === 'pending' ? TEXT.pending : TEXT.rejected}
          </Badge>
        )}
        {row.status === 'rejected' && row.message ? (
          <Text textStyle="xs" color="fg.error" maxW="48" whiteSpace="normal" role="alert">
            {row.message}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{record.propietario.cedula}</Table.Cell>
      <Table.Cell minW="40">{record.propietario.nombre}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{placa}</Table.Cell>
      <Table.Cell>{record.vehicle.linea}</Table.Cell>
      <Table.Cell>{record.vehicle.tipo}</Table.Cell>
      <Table.Cell minW="32">{record.inspector.nombre}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={record.calificacion === 'CUMPLE' ? 'green' : 'red'}>{record.calificacion}</Badge>
      </Table.Cell>
      <Table.Cell>
        <Text lineClamp={2} title={record.observacion} minW="40" maxW="xs">
          {record.observacion}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
});
