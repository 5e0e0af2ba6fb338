import { HStack, IconButton } from '@chakra-ui/react';
import { LuKeyRound, LuPencil, LuTrash2 } from 'react-icons/lu';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

export type RowAction = 'edit' | 'password' | 'delete';

interface UserRowActionsProps {
  user: PublicUser;
  onAction: (action: RowAction, user: PublicUser) => void;
}

/** OPCIONES: edit, change password, delete (never offered for the principal admin). */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  return (
    <HStack gap="1">
      <IconButton
        size="sm"
        variant="subtle"
        colorPalette="blue"
        aria-label={USERS_MSG.edit}
        title={USERS_MSG.edit}
        onClick={() => onAction('edit', user)}
      >
        <LuPencil />
      </IconButton>
      <IconButton
        size="sm"
        variant="subtle"
        colorPalette="orange"
        aria-label={USERS_MSG.changePassword}
        title={USERS_MSG.changePassword}
        onClick={() => onAction('password', user)}
      >
        <LuKeyRound />
      </IconButton>
      <IconButton
        size="sm"
        variant="subtle"
        colorPalette="red"
        aria-label={USERS_MSG.delete}
        title={USERS_MSG.delete}
        disabled={user.id === PRINCIPAL_ADMIN_ID}
        onClick={() => onAction('delete', user)}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
