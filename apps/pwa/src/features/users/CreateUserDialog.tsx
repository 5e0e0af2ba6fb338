import { useState, type FormEvent } from 'react';
import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { BusyOverlay } from './BusyOverlay.tsx';
import { EMPTY_USER_FORM, UserFormFields, type UserFormValues } from './UserFormFields.tsx';
import { createUser } from './users-api.ts';
import { FormDialogFooter } from '../../lib/ui/FormDialogFooter.tsx';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** 'Nuevo usuario': full-screen form; every field is required (spec section 5). */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const [saving, setSaving] = useState(false);

  function close() {
    setValues(EMPTY_USER_FORM);
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { nombre, name, email, rol, password } = values;
    if (!nombre.trim() || !name.trim() || !email.trim() || !rol || !password) {
      notifyError(MSG.validation.required);
      return;
    }
    setSaving(true);
    try {
      await createUser({ nombre: nombre.trim(), name: name.trim(), email: email.trim(), rol, password });
      notifySuccess(MSG.notices.created);
      close();
      onCreated();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} size="full">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content position="relative">
            <Box asChild w="full" maxW="4xl" mx="auto">
              <form onSubmit={(event) => void handleSubmit(event)} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{MSG.users.createTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <UserFormFields values={values} onChange={setValues} withPassword />
                </Dialog.Body>
                <FormDialogFooter onCancel={close} saving={saving} />
              </form>
            </Box>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Dialog.CloseTrigger>
            <BusyOverlay show={saving} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
