import { IconButton, Table } from '@chakra-ui/react';
import { LuPencil } from 'react-icons/lu';
import type { RegistryVehiculo } from '@reclamos/shared-types/authority/schemas';
import { PaginatedTable, type RemotePaging } from '../../../lib/ui/PaginatedTable.tsx';
import { PlateLink } from '../../../lib/ui/PlateLink.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.vehiculos;
const C = TEXT.columns;
const COLUMNS = [C.options, C.placa, C.tipo, C.marca, C.modelo, C.linea, C.numero, C.chofer, C.carnet];

interface VehiculosTableProps {
  vehiculos: readonly RegistryVehiculo[];
  loading: boolean;
  emptyText: string;
  paging: RemotePaging;
  onEdit: (vehiculo: RegistryVehiculo) => void;
}

/** One page of the registry as the server answered it; on a phone each row is a card. */
export function VehiculosTable({ vehiculos, loading, emptyText, paging, onEdit }: VehiculosTableProps) {
  return (
    <PaginatedTable
      label={TEXT.listTitle}
      columns={COLUMNS}
      rows={vehiculos}
      loading={loading}
      minW="4xl"
      stackWhenNarrow
      remote={paging}
      renderRow={(vehiculo) => (
        <Table.Row key={vehiculo.placa} data-placa={vehiculo.placa}>
          <Table.Cell {...cardCell('actions')}>
            <IconButton
              size="sm"
              variant="subtle"
              colorPalette="blue"
              aria-label={TEXT.edit(vehiculo.placa)}
              title={TEXT.edit(vehiculo.placa)}
              onClick={() => onEdit(vehiculo)}
            >
              <LuPencil />
            </IconButton>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" {...cardCell('title')}>
            <PlateLink placa={vehiculo.placa} />
          </Table.Cell>
          <Table.Cell {...meta(vehiculo.tipo, TEXT.fields.tipo)}>{vehiculo.tipo}</Table.Cell>
          <Table.Cell {...meta(vehiculo.marca, TEXT.fields.marca)}>{vehiculo.marca}</Table.Cell>
          <Table.Cell {...meta(vehiculo.modelo, TEXT.fields.modelo)}>{vehiculo.modelo}</Table.Cell>
          <Table.Cell {...meta(vehiculo.linea, TEXT.fields.linea)}>{vehiculo.linea}</Table.Cell>
          <Table.Cell {...meta(vehiculo.numero, TEXT.fields.numero)}>{vehiculo.numero}</Table.Cell>
          <Table.Cell {...cardCell(vehiculo.chofer ? 'main' : 'hide')}>{vehiculo.chofer}</Table.Cell>
          <Table.Cell {...meta(vehiculo.carnet, TEXT.fields.carnet)}>{vehiculo.carnet}</Table.Cell>
        </Table.Row>
      )}
      empty={emptyText}
      emptyCellProps={{ textAlign: { base: 'start', md: 'center' }, color: 'fg.muted' }}
      emptyTestId="vehiculos-empty"
    />
  );
}

/** On a phone's card an empty field is left out rather than shown as a bare label. */
function meta(value: string, label: string) {
  return cardCell(value ? 'meta' : 'hide', label);
}
