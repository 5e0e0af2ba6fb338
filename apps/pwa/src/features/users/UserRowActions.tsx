import { HStack, IconButton } from '@chakra-ui/react';
import { LuKeyRound, LuPencil, LuTrash2 } from 'react-icons/lu';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { rowActionName } from '../../lib/ui/row-action-name.ts';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

export type RowAction = 'edit' | 'password' | 'delete';

interface UserRowActionsProps {
  user: PublicUser;
  onAction: (action: RowAction, user: PublicUser) => void;
}

/** How a row's controls name their user: the name people read, and the account that tells two apart. */
export function userLabel(user: PublicUser): string {
  return `${user.nombre} (${user.name})`;
}

/**
 * OPCIONES: edit, change password, delete (never offered for the principal admin); each names its
 * user ('Modificar: Juan Pérez (jperez)'), not only the action fourteen times over.
 */
export function UserRowActions({ user, onAction }: UserRowActionsProps) {
  const edit = rowActionName(USERS_MSG.edit, userLabel(user));
  const changePassword = rowActionName(USERS_MSG.changePassword, userLabel(user));
  const remove = rowActionName(USERS_MSG.delete, userLabel(user));
  return (
    <HStack gap="1">
      <IconButton size="sm" variant="subtle" colorPalette="blue" aria-label={edit} title={edit} onClick={() => onAction('edit', user)}>
        <LuPencil />
      </IconButton>
      <IconButton
        size="sm"
        variant="subtle"
        colorPalette="orange"
        aria-label={changePassword}
        title={changePassword}
        onClick={() => onAction('password', user)}
      >
        <LuKeyRound />
      </IconButton>
      <IconButton
        size="sm"
        variant="subtle"
        colorPalette="red"
        aria-label={remove}
        title={remove}
        disabled={user.id === PRINCIPAL_ADMIN_ID}
        onClick={() => onAction('delete', user)}
      >
        <LuTrash2 />
      </IconButton>
    </HStack>
  );
}
