import { useState, type FormEvent } from 'react';
import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { notifyError, notifyProblem } from '../../lib/notify.ts';
import { FormDialogFooter } from '../../lib/ui/FormDialogFooter.tsx';
import { emptyForm, formProblem, type InspectionFormValues } from './form-values.ts';
import { InspectionFormFields } from './InspectionFormFields.tsx';
import type { SuggestionLists } from './inspections-data.ts';

interface RegisterDialogProps {
  lists: SuggestionLists;
  onClose: () => void;
  /** Queues the inspection; the dialog closes once it is safe on the phone. */
  onSubmit: (values: InspectionFormValues) => Promise<void>;
}

const TEXT = MSG.inspections.screen;

/**
 * 'Formulario de Registro Inspecion.' (full width). Mounted fresh on every opening, so the form
 * starts reset (spec section 4: seguro SOAT, calificacion NO CUMPLE). With any of the seven unset
 * it shows 'Faltan datos por completar' and queues nothing (spec section 5).
 */
export function RegisterDialog({ lists, onClose, onSubmit }: RegisterDialogProps) {
  const [values, setValues] = useState<InspectionFormValues>(emptyForm);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = formProblem(values);
    if (problem === TEXT.missingData) return notifyProblem(problem);
    if (problem) return notifyError(problem);
    setSaving(true);
    try {
      await onSubmit(values);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="full" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Box asChild w="full" maxW="6xl" mx="auto" display="flex" flexDirection="column" minH="0" flex="1">
              <form onSubmit={(event) => void handleSubmit(event)} noValidate>
                <Dialog.Header>
                  <Dialog.Title>{TEXT.registerTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <InspectionFormFields values={values} onChange={setValues} lists={lists} />
                </Dialog.Body>
                <FormDialogFooter onCancel={onClose} saving={saving} submitLabel={TEXT.register} />
              </form>
            </Box>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
