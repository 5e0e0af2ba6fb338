import { useState } from 'react';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { deleteUser } from './users-api.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface DeleteUserDialogProps {
  user: PublicUser;
  onClose: () => void;
  onDeleted: () => void;
}

/** The spec's confirmation 'Seguro de eliminar Registro.' before a (soft) delete. */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    setDeleting(true);
    try {
      await deleteUser(user.id);
      notifySuccess(MSG.notices.deleted);
      onClose();
      onDeleted();
    } catch (error) {
      notifyError(error);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{USERS_MSG.deleteConfirm}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {user.nombre} ({user.name})
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {MSG.actions.cancel}
              </Button>
              <Button colorPalette="red" loading={deleting} onClick={() => void confirm()}>
                {USERS_MSG.delete}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
