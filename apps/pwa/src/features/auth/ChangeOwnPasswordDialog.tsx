import { useState, type FormEvent } from 'react';
import { CloseButton, Dialog, Field, Portal, Stack } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { changeOwnPassword } from './auth-api.ts';
import { FormDialogFooter } from '../../lib/ui/FormDialogFooter.tsx';

interface ChangeOwnPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangeOwnPasswordDialog({ open, onClose }: ChangeOwnPasswordDialogProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);

  function close() {
    setCurrent('');
    setNext('');
    setConfirm('');
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validate(current, next, confirm);
    if (problem) {
      notifyError(problem);
      return;
    }
    setSaving(true);
    try {
      const answer = await changeOwnPassword({ currentPassword: current, newPassword: next });
      notifySuccess(answer.message || MSG.auth.passwordChanged);
      close();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && close()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <form onSubmit={(event) => void handleSubmit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{MSG.ownPassword.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root>
                    <Field.Label>{MSG.ownPassword.current}</Field.Label>
                    <PasswordInput
                      autoComplete="current-password"
                      value={current}
                      onChange={(event) => setCurrent(event.target.value)}
                    />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{MSG.ownPassword.next}</Field.Label>
                    <PasswordInput
                      autoComplete="new-password"
                      value={next}
                      onChange={(event) => setNext(event.target.value)}
                    />
                    <Field.HelperText>{MSG.validation.passwordTooShort}</Field.HelperText>
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>{MSG.ownPassword.confirm}</Field.Label>
                    <PasswordInput
                      autoComplete="new-password"
                      value={confirm}
                      onChange={(event) => setConfirm(event.target.value)}
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <FormDialogFooter onCancel={close} saving={saving} />
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

/** The length rule is the server's (it answers with its Spanish message); importing the schema
 * module here would ship TypeBox to the browser. */
function validate(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return MSG.validation.required;
  if (next !== confirm) return MSG.ownPassword.mismatch;
  return null;
}
