import { useRef, type ReactNode } from 'react';
import { Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { focusFirst } from '../focus.ts';
import { FormDialogFooter } from './FormDialogFooter.tsx';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * `prompt`: a small centred dialog (passwords); `form`: full screen on a phone, large on a desk;
 * `page`: full screen everywhere, its form at most `maxW` wide (the spec's full-width dialogs).
 */
type FormDialogLayout = 'prompt' | 'form' | 'page';

interface FormDialogProps {
  title: string;
  open?: boolean;
  onClose: () => void;
  /** Answers false when the values are refused: focus then moves to the first invalid field. */
  onSubmit: () => Promise<boolean | void> | boolean | void;
  saving: boolean;
  submitLabel?: string;
  layout: FormDialogLayout;
  maxW?: string;
  /** The body scrolls inside the dialog (long forms), header and buttons stay in sight. */
  scrollInside?: boolean;
  /** Drawn over the dialog while the call runs (the spec's loading overlay). */
  overlay?: ReactNode;
  children: ReactNode;
}

const INVALID = '[aria-invalid="true"], :invalid';

/** The form dialog the screens share: title, body, 'Cancelar' and submit, the close button. */
export function FormDialog({
  title,
  open = true,
  onClose,
  onSubmit,
  saving,
  submitLabel,
  layout,
  maxW = '4xl',
  scrollInside = false,
  overlay,
  children,
}: FormDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const size = layout === 'page' ? 'full' : layout === 'form' ? ({ mdDown: 'full', md: 'lg' } as const) : undefined;

  async function submit() {
    const accepted = await onSubmit();
    if (accepted !== false) return;
    focusFirst(formRef.current, INVALID);
  }

  const form = (
    <form ref={formRef} onSubmit={(event) => (event.preventDefault(), void submit())} noValidate>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      <FormDialogFooter onCancel={onClose} saving={saving} submitLabel={submitLabel} />
    </form>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size={size}
      placement={layout === 'prompt' ? 'center' : undefined}
      scrollBehavior={scrollInside ? 'inside' : undefined}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={layout === 'prompt' ? '3' : undefined}>
          <Dialog.Content position="relative">
            {layout === 'page' ? (
              <Box
                asChild
                w="full"
                maxW={maxW}
                mx="auto"
                {...(scrollInside ? { display: 'flex', flexDirection: 'column', minH: '0', flex: '1' } : {})}
              >
                {form}
              </Box>
            ) : (
              form
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Dialog.CloseTrigger>
            {overlay}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
