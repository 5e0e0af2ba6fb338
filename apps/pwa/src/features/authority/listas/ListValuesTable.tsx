import { chakra, HStack, Table } from '@chakra-ui/react';
import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.listas;

interface ListValuesTableProps {
  values: readonly string[];
  chosen: ReadonlySet<string>;
  loading: boolean;
  emptyText: string;
  pageKey: string;
  onToggle: (value: string, on: boolean) => void;
}

/**
 * The list's values, each with the box that picks it for a merge (its label is the value). A
 * native checkbox: the app's trimmed theme carries no Checkbox recipe (app/system.ts).
 */
export function ListValuesTable({ values, chosen, loading, emptyText, pageKey, onToggle }: ListValuesTableProps) {
  return (
    <PaginatedTable
      label={TEXT.title}
      columns={[TEXT.columns.valor]}
      rows={values}
      loading={loading}
      pageKey={pageKey}
      minW="0"
      renderRow={(value) => (
        <Table.Row key={value} data-valor={value}>
          <Table.Cell py="0">
            <HStack as="label" gap="3" py="2.5" cursor="pointer">
              <chakra.input
                type="checkbox"
                checked={chosen.has(value)}
                onChange={(event) => onToggle(value, event.target.checked)}
                boxSize="4.5"
                accentColor="blue.solid"
                cursor="pointer"
              />
              {value}
            </HStack>
          </Table.Cell>
        </Table.Row>
      )}
      empty={emptyText}
      emptyCellProps={{ color: 'fg.muted' }}
    />
  );
}
