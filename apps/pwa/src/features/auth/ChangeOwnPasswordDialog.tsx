import { useState } from 'react';
import { Field, Stack } from '@chakra-ui/react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { changeOwnPassword } from './auth-api.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';
import { MSG } from '@reclamos/shared-types/messages';

interface ChangeOwnPasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

export function ChangeOwnPasswordDialog({ open, onClose }: ChangeOwnPasswordDialogProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { saving, run } = useDialogSubmit();

  function close() {
    setCurrent('');
    setNext('');
    setConfirm('');
    onClose();
  }

  async function handleSubmit(): Promise<boolean> {
    const problem = validate(current, next, confirm);
    if (problem) {
      notifyError(problem);
      return false;
    }
    return run(async () => {
      const answer = await changeOwnPassword({ currentPassword: current, newPassword: next });
      notifySuccess(answer.message || AUTH_MSG.ownPassword.changed);
      close();
    });
  }

  return (
    <FormDialog title={AUTH_MSG.ownPassword.title} open={open} onClose={close} onSubmit={handleSubmit} saving={saving} layout="prompt">
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{AUTH_MSG.ownPassword.current}</Field.Label>
          <PasswordInput autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{AUTH_MSG.ownPassword.next}</Field.Label>
          <PasswordInput autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
          <Field.HelperText>{MSG.validation.passwordTooShort}</Field.HelperText>
        </Field.Root>
        <Field.Root required>
          <Field.Label>{AUTH_MSG.ownPassword.confirm}</Field.Label>
          <PasswordInput autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

/** The length rule is the server's (it answers with its Spanish message); importing the schema
 * module here would ship TypeBox to the browser. */
function validate(current: string, next: string, confirm: string): string | null {
  if (!current || !next || !confirm) return MSG.validation.required;
  if (next !== confirm) return AUTH_MSG.ownPassword.mismatch;
  return null;
}
