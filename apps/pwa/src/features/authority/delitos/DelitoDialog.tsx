import { useState } from 'react';
import { Field, Input } from '@chakra-ui/react';
import { DELITO_MAX_LENGTH } from '@reclamos/shared-types/authority/values';
import type { DelitoEntry } from '@reclamos/shared-types/authority/schemas';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { FormDialog } from '../../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../../lib/ui/use-dialog-submit.ts';
import { createDelito, updateDelito } from '../authority-api.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = AUTHORITY_MSG.delitos;

interface DelitoDialogProps {
  /** null: a new infraction; otherwise the one renamed (render with its id as `key`). */
  delito: DelitoEntry | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'NUEVA INFRACCIÓN' / 'MODIFICAR INFRACCIÓN': its one text; the server refuses a duplicate (409). */
export function DelitoDialog({ delito, onClose, onSaved }: DelitoDialogProps) {
  const [detalle, setDetalle] = useState(delito?.detalle ?? '');
  const [tried, setTried] = useState(false);
  const { saving, run } = useDialogSubmit();

  async function handleSubmit(): Promise<boolean> {
    setTried(true);
    const text = detalle.trim();
    if (!text) {
      notifyError(MSG.validation.required);
      return false;
    }
    return run(async () => {
      if (delito) await updateDelito(delito.id, { detalle: text });
      else await createDelito(text);
      notifySuccess(delito ? MSG.notices.updated : MSG.notices.created);
      onClose();
      onSaved();
    });
  }

  return (
    <FormDialog title={delito ? TEXT.editTitle : TEXT.createTitle} onClose={onClose} onSubmit={handleSubmit} saving={saving} layout="form">
      <Field.Root required invalid={tried && !detalle.trim()}>
        <Field.Label>{TEXT.detalle}</Field.Label>
        <Input name="detalle" value={detalle} maxLength={DELITO_MAX_LENGTH} onChange={(event) => setDetalle(event.target.value)} />
      </Field.Root>
    </FormDialog>
  );
}
