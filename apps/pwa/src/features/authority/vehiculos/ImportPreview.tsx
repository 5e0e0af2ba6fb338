import { Alert, Badge, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ImportResult, ImportRow } from '@reclamos/shared-types/authority/schemas';
import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.importar;
const C = TEXT.columns;
const COLUMNS = [C.fila, C.placa, C.accion, C.detalle];
const COLOURS: Record<string, string> = { crear: 'green', actualizar: 'blue', 'sin cambios': 'gray', rechazada: 'red' };

/** The dry run's plan: how many rows of each kind, then what each row would do and why. */
export function ImportPreview({ result }: { result: ImportResult }) {
  const { resumen } = result;
  const counts = [
    ['crear', TEXT.summary.crear, resumen.crear],
    ['actualizar', TEXT.summary.actualizar, resumen.actualizar],
    ['sin cambios', TEXT.summary.sinCambios, resumen.sinCambios],
    ['rechazada', TEXT.summary.rechazadas, resumen.rechazadas],
  ] as const;
  return (
    <Stack gap="3" data-testid="import-preview">
      <Heading as="h3" size="sm">
        {TEXT.previewTitle}
      </Heading>
      <HStack gap="2" wrap="wrap">
        {counts.map(([accion, label, count]) => (
          <Badge key={accion} colorPalette={COLOURS[accion]} size="lg" data-summary={accion}>
            {label}: {count}
          </Badge>
        ))}
      </HStack>
      {resumen.rechazadas > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{TEXT.rejectedSkipped}</Alert.Title>
        </Alert.Root>
      ) : null}
      <PaginatedTable
        label={TEXT.previewTitle}
        columns={COLUMNS}
        rows={result.filas}
        loading={false}
        minW="2xl"
        framed
        stackWhenNarrow
        focusableFrame
        renderRow={(row) => <PreviewRow key={row.fila} row={row} />}
        empty={null}
      />
    </Stack>
  );
}

function PreviewRow({ row }: { row: ImportRow }) {
  return (
    <Table.Row data-fila={row.fila} data-accion={row.accion}>
      <Table.Cell {...cardCell('meta', C.fila)}>{row.fila}</Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontWeight="semibold" {...cardCell('title')}>
        {row.placa}
      </Table.Cell>
      <Table.Cell {...cardCell('badge')}>
        <Badge colorPalette={COLOURS[row.accion]}>{TEXT.actions[row.accion] ?? row.accion}</Badge>
      </Table.Cell>
      <Table.Cell {...cardCell('detail')}>
        {row.motivo ? (
          <Text color="fg.error">{row.motivo}</Text>
        ) : (
          row.cambios.map((cambio) => (
            <Text key={cambio.campo} textStyle="sm">
              {TEXT.change(cambio.campo, cambio.antes, cambio.despues)}
            </Text>
          ))
        )}
      </Table.Cell>
    </Table.Row>
  );
}
