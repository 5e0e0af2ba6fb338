import { memo } from 'react';
import { IconButton, Table, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { MSG } from '@reclamos/shared-types/messages';
import { PrintButton } from './PrintButton.tsx';
import type { ReportRow } from './report-rows.ts';

interface ComplaintRowProps {
  row: ReportRow;
  onViewImage: (row: ReportRow) => void;
}

/** Long free text stays two lines high in the table; the whole text is in the tooltip. */
function LongText({ text, minW }: { text: string; minW: string }) {
  return (
    <Text lineClamp={2} title={text} minW={minW} maxW="xs">
      {text}
    </Text>
  );
}

/** One complaint: OP, FECHA, CEDULA, NOMBRE, TELEFONO, IMAGEN, PLACA, INFRACCION, DIRECCION, DESCRIPCION. */
export const ComplaintRow = memo(function ComplaintRow({ row, onViewImage }: ComplaintRowProps) {
  return (
    <Table.Row data-complaint-id={row.id}>
      <Table.Cell>
        <PrintButton id={row.id} />
      </Table.Cell>
      {/* May break between date and time, so that the ten columns fit a 1366 px desk screen. */}
      <Table.Cell>{row.fechaText}</Table.Cell>
      <Table.Cell>{row.cedula}</Table.Cell>
      <Table.Cell minW="28">{row.nombre}</Table.Cell>
      <Table.Cell>{row.telefono}</Table.Cell>
      <Table.Cell>
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
      <Table.Cell whiteSpace="nowrap">{row.placa}</Table.Cell>
      <Table.Cell>
        <LongText text={row.delito} minW="28" />
      </Table.Cell>
      <Table.Cell>
        <LongText text={row.direccion} minW="32" />
      </Table.Cell>
      <Table.Cell>
        <LongText text={row.descripcion} minW="32" />
      </Table.Cell>
    </Table.Row>
  );
});
