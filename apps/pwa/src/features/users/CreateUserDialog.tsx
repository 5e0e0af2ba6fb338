import { useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { BusyOverlay } from './BusyOverlay.tsx';
import { EMPTY_USER_FORM, UserFormFields, type UserFormValues } from './UserFormFields.tsx';
import { createUser } from './users-api.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** 'Nuevo usuario': full-screen form; every field is required, as the specification asks. */
export function CreateUserDialog({ open, onClose, onCreated }: CreateUserDialogProps) {
  const [values, setValues] = useState<UserFormValues>(EMPTY_USER_FORM);
  const { saving, run } = useDialogSubmit();

  function close() {
    setValues(EMPTY_USER_FORM);
    onClose();
  }

  async function handleSubmit(): Promise<boolean> {
    const { nombre, name, email, rol, password } = values;
    if (!nombre.trim() || !name.trim() || !email.trim() || !rol || !password) {
      notifyError(MSG.validation.required);
      return false;
    }
    return run(async () => {
      await createUser({ nombre: nombre.trim(), name: name.trim(), email: email.trim(), rol, password });
      notifySuccess(MSG.notices.created);
      close();
      onCreated();
    });
  }

  return (
    <FormDialog
      title={USERS_MSG.createTitle}
      open={open}
      onClose={close}
      onSubmit={handleSubmit}
      saving={saving}
      layout="page"
      overlay={<BusyOverlay show={saving} />}
    >
      <UserFormFields values={values} onChange={setValues} withPassword />
    </FormDialog>
  );
}
