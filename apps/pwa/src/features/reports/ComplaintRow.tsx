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
function LongText({ text }: { text: string }) {
  return (
    <Text lineClamp={2} title={text} minW="40" maxW="xs">
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
      <Table.Cell whiteSpace="nowrap">{row.fechaText}</Table.Cell>
      <Table.Cell>{row.cedula}</Table.Cell>
      <Table.Cell minW="40">{row.nombre}</Table.Cell>
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
        <LongText text={row.delito} />
      </Table.Cell>
      <Table.Cell>
        <LongText text={row.direccion} />
      </Table.Cell>
      <Table.Cell>
        <LongText text={row.descripcion} />
      </Table.Cell>
    </Table.Row>
  );
});
