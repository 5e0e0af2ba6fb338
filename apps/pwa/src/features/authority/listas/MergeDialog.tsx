import { useId, useState } from 'react';
import { Field, Input, Stack, Text } from '@chakra-ui/react';
import { VEHICULO_LIMITS, type ListKind } from '@reclamos/shared-types/authority/values';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { FormDialog } from '../../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../../lib/ui/use-dialog-submit.ts';
import { mergeListValues } from '../authority-api.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = AUTHORITY_MSG.listas;

interface MergeDialogProps {
  kind: ListKind;
  /** The values picked in the table. */
  values: readonly string[];
  onClose: () => void;
  onMerged: () => void;
}

/** 'FUSIONAR VALORES': the picked values become the one that stays (one of them, or a new text). */
export function MergeDialog({ kind, values, onClose, onMerged }: MergeDialogProps) {
  const [hacia, setHacia] = useState(values[0] ?? '');
  const listId = useId();
  const { saving, run } = useDialogSubmit();
  const target = hacia.trim().toUpperCase();
  const desde = values.filter((value) => value.toUpperCase() !== target);

  async function handleSubmit(): Promise<boolean> {
    if (!target) {
      notifyError(MSG.validation.required);
      return false;
    }
    if (desde.length === 0) {
      notifyError(TEXT.chooseTwo);
      return false;
    }
    return run(async () => {
      const result = await mergeListValues(kind, { desde, hacia: target });
      notifySuccess(result.message);
      onClose();
      onMerged();
    });
  }

  return (
    <FormDialog title={TEXT.mergeTitle} onClose={onClose} onSubmit={handleSubmit} saving={saving} submitLabel={TEXT.merge} layout="form">
      <Stack gap="4">
        <Text textStyle="sm" color="fg.muted">
          {TEXT.kinds[kind]}
        </Text>
        <Field.Root required>
          <Field.Label>{TEXT.target}</Field.Label>
          <Input
            name="hacia"
            list={listId}
            value={hacia}
            maxLength={VEHICULO_LIMITS[kind]}
            autoComplete="off"
            textTransform="uppercase"
            onChange={(event) => setHacia(event.target.value)}
          />
          <datalist id={listId}>
            {values.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
          <Field.HelperText>{TEXT.targetHint}</Field.HelperText>
        </Field.Root>
        <div>
          <Text fontWeight="semibold" textStyle="sm">
            {TEXT.willMerge}
          </Text>
          <Text data-testid="merge-desde">{desde.join(', ') || '—'}</Text>
        </div>
      </Stack>
    </FormDialog>
  );
}
