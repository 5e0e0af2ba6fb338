import { useState, type FormEvent } from 'react';
import { CloseButton, Dialog, Field, Portal, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { PRINCIPAL_ADMIN_ID } from '@reclamos/shared-types/roles';
import type { PublicUser } from '@reclamos/shared-types/schemas/users';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { setUserPassword } from './users-api.ts';
import { FormDialogFooter } from '../../lib/ui/FormDialogFooter.tsx';

interface PasswordPromptDialogProps {
  user: PublicUser;
  onClose: () => void;
}

/**
 * 'CAMBIAR PASSWORD': one field; the server checks the length and ends that user's sessions. The
 * principal administrator changing their own password also types the current one (issue 12).
 */
export function PasswordPromptDialog({ user, onClose }: PasswordPromptDialogProps) {
  const own = user.id === PRINCIPAL_ADMIN_ID;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password || (own && !current)) {
      notifyError(MSG.validation.required);
      return;
    }
    setSaving(true);
    try {
      await setUserPassword(user.id, own ? { password, currentPassword: current } : { password });
      notifySuccess(MSG.auth.passwordChanged);
      onClose();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{MSG.users.passwordPrompt}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="3" color="fg.muted">
                  {user.nombre} ({user.name})
                </Text>
                {own ? (
                  <Field.Root mb="3">
                    <Field.Label>{MSG.security.currentPasswordLabel}</Field.Label>
                    <PasswordInput name="currentPassword" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
                  </Field.Root>
                ) : null}
                <Field.Root>
                  <Field.Label>{MSG.users.fields.password}</Field.Label>
                  <PasswordInput
                    name="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                  <Field.HelperText>{MSG.validation.passwordTooShort}</Field.HelperText>
                </Field.Root>
              </Dialog.Body>
              <FormDialogFooter onCancel={onClose} saving={saving} submitLabel={MSG.actions.accept} />
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
