import { Table, Text } from '@chakra-ui/react';
import type { PublicUser, UserList } from '@reclamos/shared-types/users/schemas';
import { PaginatedTable } from '../../lib/ui/PaginatedTable.tsx';
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

export function UsersTable({ users, loading, onAction, onStatusToggled }: UsersTableProps) {
  return (
    <PaginatedTable
      label={USERS_MSG.title}
      columns={COLUMNS}
      rows={users}
      loading={loading}
      minW="2xl"
      framed
      renderRow={(user) => (
        <Table.Row key={user.id} data-user-name={user.name}>
          <Table.Cell>
            <UserRowActions user={user} onAction={onAction} />
          </Table.Cell>
          <Table.Cell>
            <Text fontWeight="medium">{user.nombre}</Text>
            <Text textStyle="xs" color="fg.muted">
              {user.name}
            </Text>
          </Table.Cell>
          <Table.Cell>{user.rol}</Table.Cell>
          <Table.Cell>{user.email}</Table.Cell>
          <Table.Cell>
            <StatusButton user={user} onToggled={onStatusToggled} />
          </Table.Cell>
        </Table.Row>
      )}
      empty={loading ? null : USERS_MSG.empty}
      emptyCellProps={{ textAlign: 'center', color: 'fg.muted', py: '6' }}
    />
  );
}
