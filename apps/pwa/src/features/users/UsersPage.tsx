import { useState } from 'react';
import { Button, Flex, Heading, Spinner, Stack } from '@chakra-ui/react';
import { LuUserPlus } from 'react-icons/lu';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { CreateUserDialog } from './CreateUserDialog.tsx';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { PasswordPromptDialog } from './PasswordPromptDialog.tsx';
import { useUserList } from './use-user-list.ts';
import type { RowAction } from './UserRowActions.tsx';
import { UsersTable } from './UsersTable.tsx';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

type OpenDialog = { action: RowAction; user: PublicUser } | null;

/** The users page. Only the principal admin reaches it (app/router guards it). */
export function UsersPage() {
  const { users, loading, reload } = useUserList();
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const refresh = reload;
  const closeDialog = () => setDialog(null);

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {USERS_MSG.title}
          {loading ? <Spinner size="sm" ms="3" color="blue.solid" aria-label={USERS_MSG.loading} /> : null}
        </Heading>
        <Button colorPalette="blue" onClick={() => setCreating(true)}>
          <LuUserPlus /> {USERS_MSG.newUser}
        </Button>
      </Flex>
      <UsersTable users={users} loading={loading} onAction={(action, user) => setDialog({ action, user })} onStatusToggled={refresh} />
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} onCreated={refresh} />
      {dialog?.action === 'edit' ? (
        <EditUserDialog key={dialog.user.id} user={dialog.user} onClose={closeDialog} onSaved={refresh} />
      ) : null}
      {dialog?.action === 'password' ? <PasswordPromptDialog key={dialog.user.id} user={dialog.user} onClose={closeDialog} /> : null}
      {dialog?.action === 'delete' ? (
        <DeleteUserDialog key={dialog.user.id} user={dialog.user} onClose={closeDialog} onDeleted={refresh} />
      ) : null}
    </Stack>
  );
}
