import { memo } from 'react';
import { Badge, Box, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { LuPencil, LuPrinter, LuTrash2 } from 'react-icons/lu';
import { PlateLink } from '../../lib/ui/PlateLink.tsx';
import { rowActionName } from '../../lib/ui/row-action-name.ts';
import { CARD_HIDDEN, cardCell } from '../../lib/ui/stacked-rows.ts';
import type { InspectionRow } from './inspection-rows.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

interface InspectionTableRowProps {
  row: InspectionRow;
  onEdit: (row: InspectionRow) => void;
  onPrint: (row: InspectionRow) => void;
  onDiscard: (row: InspectionRow) => void;
}

const TEXT = INSPECTIONS_MSG.screen;
const C = TEXT.columns;

/** op (edit on own rows only, print on every row), FECHA, CEDULA, NOMBRE, PLACA, LINEA, TIPO,
 * INSPECTOR, CALIFICACION, OBSERVACION; a pending or refused row says so under its date. On a
 * phone the row is a card (plate, result and actions first, then the owner) and shows only the
 * time: the day is the one chosen above the table. */
export const InspectionTableRow = memo(function InspectionTableRow({ row, onEdit, onPrint, onDiscard }: InspectionTableRowProps) {
  const { record } = row;
  const placa = record.vehicle.placa;
  const [day, time] = splitFecha(row.fechaText);
  // A plate may be inspected twice in a day: the time tells its rows' buttons apart.
  const when = time ? `, ${time}` : '';
  const edit = TEXT.edit(placa) + when;
  const print = TEXT.print(placa) + when;
  const discard = rowActionName(TEXT.discard, placa) + when;
  return (
    <Table.Row data-uuid={record.uuid} data-status={row.status}>
      <Table.Cell {...cardCell('actions')}>
        <HStack gap="1">
          {row.editable ? (
            <IconButton size="sm" variant="subtle" colorPalette="blue" aria-label={edit} title={edit} onClick={() => onEdit(row)}>
              <LuPencil />
            </IconButton>
          ) : null}
          <IconButton size="sm" variant="subtle" colorPalette="teal" aria-label={print} title={print} onClick={() => onPrint(row)}>
            <LuPrinter />
          </IconButton>
          {row.status === 'rejected' && row.rejectedItem ? (
            <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={discard} title={discard} onClick={() => onDiscard(row)}>
              <LuTrash2 />
            </IconButton>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell {...cardCell('meta', MSG.table.hora)}>
        <Box as="span" {...CARD_HIDDEN}>
          {day}{' '}
        </Box>
        {time}
        {row.status === 'synced' ? null : (
          <Badge
            display="block"
            w="fit-content"
            mt="1"
            colorPalette={row.status === 'pending' ? 'orange' : 'red'}
            title={row.message ?? undefined}
          >
            {row.status === 'pending' ? TEXT.pending : TEXT.rejected}
          </Badge>
        )}
        {row.status === 'rejected' && row.message ? (
          <Text textStyle="xs" color="fg.error" maxW="48" whiteSpace="normal" role="alert">
            {row.message}
          </Text>
        ) : null}
      </Table.Cell>
      {/* Up to seventeen characters: they break rather than push OBSERVACION out of a 1366 px desk's frame. */}
      <Table.Cell overflowWrap="anywhere" {...cardCell('meta', C.cedula)}>
        {record.propietario.cedula}
      </Table.Cell>
      {/* A long name wraps in its column instead of pushing INSPECTOR and CALIFICACION off a desk screen. */}
      <Table.Cell minW="32" maxW="56" {...cardCell('main')}>
        {record.propietario.nombre}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" {...cardCell('title')}>
        <PlateLink placa={placa} />
      </Table.Cell>
      <Table.Cell {...cardCell('meta', C.linea)}>{record.vehicle.linea}</Table.Cell>
      <Table.Cell {...cardCell('meta', C.tipo)}>{record.vehicle.tipo}</Table.Cell>
      <Table.Cell minW="24" maxW="40" overflowWrap="anywhere" {...cardCell('detail', C.inspector)}>
        {record.inspector.nombre}
      </Table.Cell>
      <Table.Cell {...cardCell('badge')}>
        <Badge colorPalette={record.calificacion === 'CUMPLE' ? 'green' : 'red'}>{record.calificacion}</Badge>
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.observacion)}>
        <Text lineClamp={4} title={record.observacion} minW={{ md: '44' }} maxW="sm">
          {record.observacion}
        </Text>
      </Table.Cell>
    </Table.Row>
  );
});

/** 'dd/mm/yyyy hh:mm' as its day and its time. */
function splitFecha(fechaText: string): [string, string] {
  const space = fechaText.indexOf(' ');
  return space < 0 ? [fechaText, ''] : [fechaText.slice(0, space), fechaText.slice(space + 1)];
}
