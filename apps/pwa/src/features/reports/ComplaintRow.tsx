import { memo } from 'react';
import { IconButton, Table, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import { cardCell } from '../../lib/ui/stacked-rows.ts';
import { PrintButton } from './PrintButton.tsx';
import type { ReportRow } from './report-rows.ts';

interface ComplaintRowProps {
  row: ReportRow;
  onViewImage: (row: ReportRow) => void;
}

/** Long free text stays two lines high in the table; the whole text is in the tooltip. */
function LongText({ text, minW }: { text: string; minW: string }) {
  return (
    <Text lineClamp={2} title={text} minW={{ md: minW }} maxW="xs">
      {text}
    </Text>
  );
}

const C = MSG.reports.columns;

/** One complaint (on a phone a card: plate and actions first, then the name, then the rest): OP, FECHA, CEDULA, NOMBRE, TELEFONO, IMAGEN, PLACA, INFRACCION, DIRECCION, DESCRIPCION. */
export const ComplaintRow = memo(function ComplaintRow({ row, onViewImage }: ComplaintRowProps) {
  return (
    <Table.Row data-complaint-id={row.id}>
      <Table.Cell {...cardCell('actions')}>
        <PrintButton id={row.id} />
      </Table.Cell>
      {/* May break between date and time, so that the ten columns fit a 1366 px desk screen. */}
      <Table.Cell {...cardCell('meta', C.fecha)}>{row.fechaText}</Table.Cell>
      <Table.Cell {...cardCell('meta', C.cedula)}>{row.cedula}</Table.Cell>
      <Table.Cell minW="28" {...cardCell('main')}>
        {row.nombre}
      </Table.Cell>
      <Table.Cell {...cardCell('meta', C.telefono)}>{row.telefono}</Table.Cell>
      <Table.Cell {...cardCell(row.imagen ? 'actions' : 'hide')}>
        {row.imagen ? (
          <IconButton
            size="sm"
            variant="subtle"
            colorPalette="teal"
            aria-label={MSG.reports.viewImage(row.id)}
            title={MSG.reports.viewImage(row.id)}
            onClick={() => onViewImage(row)}
          >
            <LuImage />
          </IconButton>
        ) : null}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" {...cardCell('title')}>
        {row.placa}
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.infraccion)}>
        <LongText text={row.delito} minW="28" />
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.direccion)}>
        <LongText text={row.direccion} minW="32" />
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.descripcion)}>
        <LongText text={row.descripcion} minW="32" />
      </Table.Cell>
    </Table.Row>
  );
});
