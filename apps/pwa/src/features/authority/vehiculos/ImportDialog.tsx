import { useState } from 'react';
import { Alert, Stack, Text } from '@chakra-ui/react';
import { IMPORT_COLUMNS, IMPORT_LIMITS } from '@reclamos/shared-types/authority/values';
import type { ImportResult } from '@reclamos/shared-types/authority/schemas';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { FormDialog } from '../../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../../lib/ui/use-dialog-submit.ts';
import { importVehiculos } from '../authority-api.ts';
import { FilePicker } from './FilePicker.tsx';
import { ImportPreview } from './ImportPreview.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.importar;

interface ImportDialogProps {
  onClose: () => void;
  onApplied: () => void;
}

/**
 * 'IMPORTAR VEHÍCULOS': the file is first sent as a dry run (`simular=1`) whose plan is shown row
 * by row; only then can the same file be applied. Choosing another file asks for a new review.
 */
export function ImportDialog({ onClose, onApplied }: ImportDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { saving, run } = useDialogSubmit();
  const changes = preview ? preview.resumen.crear + preview.resumen.actualizar : 0;

  function choose(next: File | null) {
    setFile(next);
    setPreview(null);
    setError(null);
  }

  async function handleSubmit(): Promise<boolean> {
    if (!file) {
      notifyError(TEXT.chooseFirst);
      return false;
    }
    if (preview && changes === 0) {
      notifyError(TEXT.nothingToApply);
      return true;
    }
    return run(async () => {
      try {
        if (!preview) {
          setPreview(await importVehiculos(file, true));
          setError(null);
          return;
        }
        const result = await importVehiculos(file, false);
        notifySuccess(TEXT.applied(result.resumen.crear, result.resumen.actualizar));
        onClose();
        onApplied();
      } catch (failure) {
        setError(errorMessage(failure));
        throw failure;
      }
    });
  }

  return (
    <FormDialog
      title={TEXT.title}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      submitLabel={preview ? TEXT.apply(changes) : TEXT.review}
      layout="page"
      maxW="5xl"
      scrollInside
    >
      <Stack gap="4">
        <Text textStyle="sm" data-testid="import-help">
          {TEXT.help(IMPORT_COLUMNS, IMPORT_LIMITS.rows, IMPORT_LIMITS.bytes / 1024 / 1024)}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {TEXT.steps}
        </Text>
        <FilePicker file={file} invalid={error !== null} onChoose={choose} />
        {error ? (
          <Alert.Root status="error" data-testid="import-error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        ) : null}
        {preview ? <ImportPreview result={preview} /> : null}
      </Stack>
    </FormDialog>
  );
}
