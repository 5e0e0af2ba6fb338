import { useState } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { setUserPassword } from './users-api.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

interface PasswordPromptDialogProps {
  user: PublicUser;
  onClose: () => void;
}

/**
 * 'CAMBIAR PASSWORD': one field; the server checks the length and ends that user's sessions. The
 * principal administrator changing their own password also types the current one.
 */
export function PasswordPromptDialog({ user, onClose }: PasswordPromptDialogProps) {
  const own = user.id === PRINCIPAL_ADMIN_ID;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const { saving, run } = useDialogSubmit();

  async function handleSubmit(): Promise<boolean> {
    if (!password || (own && !current)) {
      notifyError(MSG.validation.required);
      return false;
    }
    return run(async () => {
      await setUserPassword(user.id, own ? { password, currentPassword: current } : { password });
      notifySuccess(AUTH_MSG.ownPassword.changed);
      onClose();
    });
  }

  return (
    <FormDialog
      title={USERS_MSG.passwordPrompt}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      submitLabel={MSG.actions.accept}
      layout="prompt"
    >
      <Text mb="3" color="fg.muted">
        {user.nombre} ({user.name})
      </Text>
      {own ? (
        <Field.Root mb="3" required>
          <Field.Label>{AUTH_MSG.ownPassword.current}</Field.Label>
          <PasswordInput
            name="currentPassword"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
          />
        </Field.Root>
      ) : null}
      <Field.Root required>
        <Field.Label>{USERS_MSG.fields.password}</Field.Label>
        <PasswordInput name="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        <Field.HelperText>{MSG.validation.passwordTooShort}</Field.HelperText>
      </Field.Root>
    </FormDialog>
  );
}
