import { useState } from 'react';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { BusyOverlay } from './BusyOverlay.tsx';
import { UserFormFields, type UserFormValues } from './UserFormFields.tsx';
import { updateUser } from './users-api.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface EditUserDialogProps {
  /** Render with `key={user.id}` so the form starts from that user's data. */
  user: PublicUser;
  onClose: () => void;
  onSaved: () => void;
}

/** 'MODIFICAR DATOS DE USUARIO': nombre, cuenta and email required; the principal admin keeps its rol. */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const isPrincipal = user.id === PRINCIPAL_ADMIN_ID;
  const [values, setValues] = useState<UserFormValues>({ ...user, password: '' });
  const { saving, run } = useDialogSubmit();

  async function handleSubmit(): Promise<boolean> {
    const nombre = values.nombre.trim();
    const name = values.name.trim();
    const email = values.email.trim();
    if (!nombre || !name || !email) {
      notifyError(MSG.validation.required);
      return false;
    }
    return run(async () => {
      const rol = isPrincipal || !values.rol ? undefined : values.rol;
      await updateUser(user.id, rol ? { nombre, name, email, rol } : { nombre, name, email });
      notifySuccess(MSG.notices.updated);
      onClose();
      onSaved();
    });
  }

  return (
    <FormDialog
      title={USERS_MSG.editTitle}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      layout="form"
      overlay={<BusyOverlay show={saving} />}
    >
      <UserFormFields values={values} onChange={setValues} withPassword={false} roleLocked={isPrincipal} />
    </FormDialog>
  );
}
