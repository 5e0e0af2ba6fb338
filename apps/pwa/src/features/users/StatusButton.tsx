import { useState } from 'react';
import { Badge, Button } from '@chakra-ui/react';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { notifyError } from '../../lib/notify.ts';
import { afterColon, rowActionName } from '../../lib/ui/row-action-name.ts';
import { userLabel } from './UserRowActions.tsx';
import { toggleUserStatus } from './users-api.ts';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface StatusButtonProps {
  user: PublicUser;
  onToggled: () => void;
}

/**
 * The ESTADO badge: green for ACTIVO, red otherwise; a click toggles it on the server. Its name
 * begins with the state it shows ('ACTIVO: cambiar estado, Juan Pérez (jperez)').
 */
export function StatusButton({ user, onToggled }: StatusButtonProps) {
  const [busy, setBusy] = useState(false);
  const active = user.estado === 'ACTIVO';
  const locked = user.id === PRINCIPAL_ADMIN_ID;

  async function toggle() {
    setBusy(true);
    try {
      await toggleUserStatus(user.id);
      onToggled();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="plain"
      size="xs"
      p="0"
      h="auto"
      minW="0"
      aria-label={rowActionName(user.estado, afterColon(USERS_MSG.toggleStatus), userLabel(user))}
      disabled={locked || busy}
      onClick={() => void toggle()}
      _disabled={{ opacity: locked ? 1 : 0.5, cursor: locked ? 'default' : 'wait' }}
    >
      <Badge colorPalette={active ? 'green' : 'red'} variant="solid" size="md" data-estado={user.estado}>
        {user.estado}
      </Badge>
    </Button>
  );
}
