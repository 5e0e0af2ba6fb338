import { Table, Text } from '@chakra-ui/react';
import type { PublicUser, UserList } from '@reclamos/shared-types/users/schemas';
import { PaginatedTable } from '../../lib/ui/PaginatedTable.tsx';
import { cardCell } from '../../lib/ui/stacked-rows.ts';
import { StatusButton } from './StatusButton.tsx';
import { UserRowActions, type RowAction } from './UserRowActions.tsx';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface UsersTableProps {
  users: UserList;
  loading: boolean;
  onAction: (action: RowAction, user: PublicUser) => void;
  onStatusToggled: () => void;
}

const COLUMNS = [
  USERS_MSG.columns.options,
  USERS_MSG.columns.name,
  USERS_MSG.columns.role,
  USERS_MSG.columns.email,
  USERS_MSG.columns.status,
];

/** The accounts, fourteen or so; where the five columns do not fit (a phone) each is a card. */
export function UsersTable({ users, loading, onAction, onStatusToggled }: UsersTableProps) {
  return (
    <PaginatedTable
      label={USERS_MSG.title}
      columns={COLUMNS}
      rows={users}
      loading={loading}
      // Five columns with long names and addresses: a 768 px tablet gets cards too.
      minW="3xl"
      framed
      stackWhenNarrow
      renderRow={(user) => (
        <Table.Row key={user.id} data-user-name={user.name}>
          <Table.Cell {...cardCell('actions')}>
            <UserRowActions user={user} onAction={onAction} />
          </Table.Cell>
          <Table.Cell {...cardCell('title')}>
            <Text fontWeight="medium" overflowWrap="break-word">
              {user.nombre}
            </Text>
            <Text textStyle="xs" fontWeight="normal" color="fg.muted" overflowWrap="break-word">
              {user.name}
            </Text>
          </Table.Cell>
          <Table.Cell {...cardCell('meta', USERS_MSG.columns.role)}>{user.rol}</Table.Cell>
          {/* An address is one long word: it breaks rather than push ESTADO out of the frame. */}
          <Table.Cell overflowWrap="anywhere" {...cardCell('detail', USERS_MSG.columns.email)}>
            {user.email}
          </Table.Cell>
          <Table.Cell {...cardCell('badge')}>
            <StatusButton user={user} onToggled={onStatusToggled} />
          </Table.Cell>
        </Table.Row>
      )}
      empty={loading ? null : USERS_MSG.empty}
      emptyCellProps={{ textAlign: 'center', color: 'fg.muted', py: '6' }}
    />
  );
}
