import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import type { PlateInspectionRow } from './plate-data.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.plate;
const C = TEXT.inspectionColumns;
const COLUMNS = [C.fecha, C.propietario, C.inspector, C.calificacion, C.observacion];

/** The plate's inspections, newest first, each with the owner and vehicle as inspected then. */
export function PlateInspectionsTable({ rows }: { rows: readonly PlateInspectionRow[] }) {
  return (
    <PaginatedTable
      label={TEXT.inspections}
      columns={COLUMNS}
      rows={rows}
      loading={false}
      minW="4xl"
      framed
      stackWhenNarrow
      focusableFrame
      renderRow={(row) => (
        <Table.Row key={row.key} data-inspection-key={row.key} data-on-phone={String(row.onPhone)}>
          <Table.Cell whiteSpace="nowrap" {...cardCell('title')}>
            {row.fecha}
          </Table.Cell>
          <Table.Cell {...cardCell('main')}>{row.propietario}</Table.Cell>
          <Table.Cell {...cardCell('meta', C.inspector)}>{row.inspector}</Table.Cell>
          <Table.Cell {...cardCell('badge')}>
            <HStack gap="1" wrap="wrap">
              <Badge colorPalette={row.calificacion === 'CUMPLE' ? 'green' : 'red'}>{row.calificacion}</Badge>
              {row.onPhone ? <Badge colorPalette="orange">{row.pending ? TEXT.pendingOnPhone : TEXT.onPhone}</Badge> : null}
            </HStack>
          </Table.Cell>
          <Table.Cell {...cardCell('detail', C.observacion)}>
            <Text lineClamp={3} title={row.observacion} maxW="sm">
              {row.observacion}
            </Text>
          </Table.Cell>
        </Table.Row>
      )}
      empty={TEXT.noInspections}
      emptyCellProps={{ color: 'fg.muted' }}
      emptyTestId="plate-inspections-empty"
    />
  );
}
