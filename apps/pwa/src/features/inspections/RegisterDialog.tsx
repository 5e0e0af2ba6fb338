import { useState } from 'react';
import { notifyError, notifyProblem } from '../../lib/notify.ts';
import { emptyForm, formProblem, type InspectionFormValues } from './form-values.ts';
import { InspectionFormFields } from './InspectionFormFields.tsx';
import type { SuggestionLists } from './inspections-data.ts';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

interface RegisterDialogProps {
  lists: SuggestionLists;
  onClose: () => void;
  /** Queues the inspection; the dialog closes once it is safe on the phone. */
  onSubmit: (values: InspectionFormValues) => Promise<void>;
}

const TEXT = INSPECTIONS_MSG.screen;

/**
 * 'Formulario de Registro Inspecion.' (full width). Mounted fresh on every opening, so the form
 * starts reset (seguro SOAT, calificacion NO CUMPLE). With any of the seven required fields
 * unset it shows 'Faltan datos por completar' and queues nothing.
 */
export function RegisterDialog({ lists, onClose, onSubmit }: RegisterDialogProps) {
  const [values, setValues] = useState<InspectionFormValues>(emptyForm);
  const { saving, run } = useDialogSubmit();

  async function handleSubmit(): Promise<boolean> {
    const problem = formProblem(values);
    if (problem) {
      if (problem === TEXT.missingData) notifyProblem(problem);
      else notifyError(problem);
      return false;
    }
    return run(async () => {
      await onSubmit(values);
    });
  }

  return (
    <FormDialog
      title={TEXT.registerTitle}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      submitLabel={TEXT.register}
      layout="page"
      maxW="6xl"
      scrollInside
    >
      <InspectionFormFields values={values} onChange={setValues} lists={lists} />
    </FormDialog>
  );
}
