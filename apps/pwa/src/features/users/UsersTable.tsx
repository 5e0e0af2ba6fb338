import { Table, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import type { PublicUser, UserList } from '@reclamos/shared-types/schemas/users';
import { PaginatedTable } from '../../lib/ui/PaginatedTable.tsx';
import { StatusButton } from './StatusButton.tsx';
import { UserRowActions, type RowAction } from './UserRowActions.tsx';

interface UsersTableProps {
  users: UserList;
  loading: boolean;
  onAction: (action: RowAction, user: PublicUser) => void;
  onStatusToggled: () => void;
}

const COLUMNS = [
  MSG.users.columns.options,
  MSG.users.columns.name,
  MSG.users.columns.role,
  MSG.users.columns.email,
  MSG.users.columns.status,
];

export function UsersTable({ users, loading, onAction, onStatusToggled }: UsersTableProps) {
  return (
    <PaginatedTable
      label={MSG.users.title}
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
      empty={loading ? null : MSG.users.empty}
      emptyCellProps={{ textAlign: 'center', color: 'fg.muted', py: '6' }}
    />
  );
}
