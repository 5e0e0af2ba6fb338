import { memo } from 'react';
import { Badge, chakra, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuImage } from 'react-icons/lu';
import { PlateLink } from '../../../lib/ui/PlateLink.tsx';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { afterColon, rowActionName } from '../../../lib/ui/row-action-name.ts';
import { CARD_HIDDEN, cardCell } from '../../../lib/ui/stacked-rows.ts';
import { PrintButton } from './PrintButton.tsx';
import type { ReportRow } from './report-rows.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface ComplaintRowProps {
  row: ReportRow;
  onViewImage: (row: ReportRow) => void;
  selected: boolean;
  onToggle: (id: number) => void;
  onOpenCase: (id: number) => void;
}

/** Long free text stays two lines high in the table; the whole text is in the tooltip. The minimum widths let twelve columns fit a 1366 px desk with the menu open, a 15-digit cédula and teléfono and a 10-character plate included. */
function LongText({ text, minW }: { text: string; minW: string }) {
  return (
    <Text lineClamp={2} title={text} minW={{ md: minW }} maxW="xs" overflowWrap="anywhere">
      {text}
    </Text>
  );
}

const C = CASES_STAFF_MSG.report.columns;

const T = CASES_STAFF_MSG.report;

/**
 * One complaint (on a phone a card: plate, state and actions first, then the name, then the
 * rest): OP, FECHA, CEDULA, NOMBRE, TELEFONO, IMAGEN, PLACA, INFRACCION, DIRECCION, DESCRIPCION,
 * then the case's ESTADO and CODIGO. OP also holds the row's selection box and opens its case.
 */
export const ComplaintRow = memo(function ComplaintRow({ row, onViewImage, selected, onToggle, onOpenCase }: ComplaintRowProps) {
  // The state button is named after the state it shows: 'RECIBIDO: abrir el caso del reclamo N° 3001'.
  const openCase = rowActionName(row.estado, afterColon(T.open(row.id)));
  return (
    <Table.Row
      data-complaint-id={row.id}
      data-estado={row.estado}
      data-selected={selected || undefined}
      bg={selected ? 'blue.subtle' : undefined}
    >
      <Table.Cell {...cardCell('actions')}>
        {/* Box above button: the twelve columns fit a 1366 px desk with the menu open (a card puts them side by side). */}
        <Stack gap="1.5" align="center" direction="column">
          <chakra.input
            type="checkbox"
            checked={selected}
            onChange={() => onToggle(row.id)}
            aria-label={T.select(row.id)}
            w="4"
            h="4"
            accentColor="blue.solid"
            cursor="pointer"
          />
          <PrintButton id={row.id} />
        </Stack>
      </Table.Cell>
      {/* May break between date and time, so that the ten columns fit a 1366 px desk screen. */}
      <Table.Cell {...cardCell('meta', C.fecha)}>{row.fechaText}</Table.Cell>
      {/* Fifteen digits at most, but they break rather than push CODIGO out of a 1366 px desk's frame. */}
      <Table.Cell overflowWrap="anywhere" {...cardCell('meta', C.cedula)}>
        {row.cedula}
      </Table.Cell>
      {/* A long word (an e-mail typed as a name) wraps anywhere rather than widen the table. */}
      <Table.Cell minW="20" overflowWrap="anywhere" {...cardCell('main')}>
        {row.nombre}
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere" {...cardCell('meta', C.telefono)}>
        {row.telefono}
      </Table.Cell>
      <Table.Cell {...cardCell(row.imagen ? 'actions' : 'hide')}>
        {row.imagen ? (
          <IconButton
            size="sm"
            variant="subtle"
            colorPalette="teal"
            aria-label={CASES_STAFF_MSG.report.viewImage(row.id)}
            title={CASES_STAFF_MSG.report.viewImage(row.id)}
            onClick={() => onViewImage(row)}
          >
            <LuImage />
          </IconButton>
        ) : null}
        {row.imagen && !row.fotoRevisada ? (
          <Text textStyle="2xs" color="orange.fg" lineHeight="1.1" maxW="12" mt="0.5" data-testid="photo-unreviewed">
            {COMPLAINTS_MSG.redaction.unreviewed}
          </Text>
        ) : null}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" {...cardCell('title')}>
        <PlateLink placa={row.placa} />
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.infraccion)}>
        <LongText text={row.delito} minW="20" />
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.direccion)}>
        <LongText text={row.direccion} minW="20" />
      </Table.Cell>
      <Table.Cell {...cardCell('detail', C.descripcion)}>
        <LongText text={row.descripcion} minW="20" />
      </Table.Cell>
      <Table.Cell {...cardCell('badge')}>
        <Stack gap="1" align="start">
          <HStack gap="1" wrap="wrap">
            {/* The state opens the case's side panel: where it is changed. */}
            <chakra.button
              type="button"
              onClick={() => onOpenCase(row.id)}
              aria-label={openCase}
              title={openCase}
              cursor="pointer"
              rounded="l1"
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}
              _hover={{ filter: 'brightness(0.95)', textDecoration: 'underline' }}
            >
              <CaseStateBadge estado={row.estado} whiteSpace="normal" textAlign="start" maxW="24" />
            </chakra.button>
            {row.vencido ? (
              <Badge colorPalette="red" variant="solid" data-testid="overdue">
                {T.overdue}
              </Badge>
            ) : null}
            {row.estancado ? (
              <Badge colorPalette="purple" variant="solid" data-testid="stale" title={T.staleHint}>
                {T.stale}
              </Badge>
            ) : null}
          </HStack>
          {row.asignado ? (
            <Text textStyle="xs" color="fg.muted" overflowWrap="anywhere" {...CARD_HIDDEN}>
              {row.asignado.nombre}
            </Text>
          ) : null}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontFamily="mono" textStyle="xs" {...cardCell('meta', CASES_STAFF_MSG.report.columns.codigo)}>
        {row.codigo}
      </Table.Cell>
    </Table.Row>
  );
});
