import { Badge, Table, Text } from '@chakra-ui/react';
import { PaginatedTable } from '../../../lib/ui/PaginatedTable.tsx';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { cardCell } from '../../../lib/ui/stacked-rows.ts';
import type { PlateComplaintRow } from './plate-data.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = AUTHORITY_MSG.plate;
const C = TEXT.complaintColumns;
const CASE_COLUMNS = [CASES_STAFF_MSG.report.columns.numero, C.fecha, C.infraccion, C.direccion, C.descripcion, C.estado];
const SUMMARY_COLUMNS = [CASES_STAFF_MSG.report.columns.numero, C.fecha, C.infraccion, C.estado];

/**
 * The plate's complaints, newest first, never the citizen's identity. The complainant's address and
 * description (`caseDetail`) only for those who work the cases: an INSPECTOR reads when, what and
 * the state.
 */
export function PlateComplaintsTable({ rows, caseDetail }: { rows: readonly PlateComplaintRow[]; caseDetail: boolean }) {
  return (
    <PaginatedTable
      label={TEXT.complaints}
      columns={caseDetail ? CASE_COLUMNS : SUMMARY_COLUMNS}
      rows={rows}
      loading={false}
      minW={caseDetail ? '4xl' : '2xl'}
      framed
      stackWhenNarrow
      focusableFrame
      renderRow={(row) => (
        <Table.Row key={row.key} data-complaint-key={row.key}>
          <Table.Cell {...cardCell('title')}>
            {row.id ?? '—'}
            {row.codigo ? (
              <Text as="span" display="block" fontFamily="mono" textStyle="xs" color="fg.muted">
                {row.codigo}
              </Text>
            ) : null}
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap" {...cardCell('meta', C.fecha)}>
            {row.fecha}
          </Table.Cell>
          <Table.Cell {...cardCell('main')}>{row.delito}</Table.Cell>
          {caseDetail ? (
            <>
              <Table.Cell {...cardCell('detail', C.direccion)}>{row.direccion}</Table.Cell>
              <Table.Cell {...cardCell('detail', C.descripcion)}>
                <Text lineClamp={3} title={row.descripcion} maxW="sm">
                  {row.descripcion}
                </Text>
              </Table.Cell>
            </>
          ) : null}
          <Table.Cell {...cardCell('badge')}>
            {row.estado ? <CaseStateBadge estado={row.estado} /> : null}
            {row.onPhone ? <Badge colorPalette="orange">{row.pending ? TEXT.pendingOnPhone : TEXT.onPhone}</Badge> : null}
          </Table.Cell>
        </Table.Row>
      )}
      empty={TEXT.noComplaints}
      emptyCellProps={{ color: 'fg.muted' }}
      emptyTestId="plate-complaints-empty"
    />
  );
}
