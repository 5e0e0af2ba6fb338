import { useState } from 'react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import type { PublicUser, UserList } from '@reclamos/shared-types/schemas/users';
import { PAGE_SIZES, paginate, type PageSize } from '../../lib/paginate.ts';
import { StatusButton } from './StatusButton.tsx';
import { TablePagination } from '../../lib/ui/TablePagination.tsx';
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
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<PageSize>(PAGE_SIZES[0]);
  const slice = paginate(users, page, pageSize);

  return (
    <Stack gap="0">
      <Table.ScrollArea borderWidth="1px" rounded="l2" bg="bg">
        <Table.Root size="sm" stickyHeader interactive minW="2xl" aria-label={MSG.users.title} aria-busy={loading}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column} fontWeight="bold">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {slice.rows.map((user) => (
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
            ))}
            {!loading && users.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={COLUMNS.length} textAlign="center" color="fg.muted" py="6">
                  {MSG.users.empty}
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <TablePagination
        slice={slice}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
      />
    </Stack>
  );
}
