import { Button, Dialog } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';

interface FormDialogFooterProps {
  onCancel: () => void;
  saving: boolean;
  submitLabel?: string;
}

/** 'Cancelar' and the submit button of a form dialog; the submit button submits the enclosing form. */
export function FormDialogFooter({ onCancel, saving, submitLabel = MSG.actions.save }: FormDialogFooterProps) {
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onCancel}>
        {MSG.actions.cancel}
      </Button>
      <Button type="submit" colorPalette="blue" loading={saving}>
        {submitLabel}
      </Button>
    </Dialog.Footer>
  );
}
