import { useEffect } from 'react';
import { Icon, Portal, Spinner, Stack, Toast, Toaster as ChakraToaster, createToaster } from '@chakra-ui/react';
import { LuTriangleAlert } from 'react-icons/lu';
import { keepToastsClear } from './toast-clearance.ts';
import { MSG } from '@reclamos/shared-types/messages';

const BOTTOM = '--toast-bottom';

/**
 * The one toaster of the app; screens call `notify` (lib/notify.ts), which loads this module on the
 * first notice. Toasts are at the bottom, 1 rem up, or just above an open dialog's buttons when
 * they reach down there (lib/toast-clearance.ts): at the top they covered a dialog's title, and
 * the field a refused save focuses.
 */
export const toaster = createToaster({
  placement: 'bottom',
  offsets: { top: '1rem', right: '1rem', bottom: `var(${BOTTOM}, 1rem)`, left: '1rem' },
  pauseOnPageIdle: true,
  max: 4,
});

export function Toaster() {
  useEffect(() => keepToastsClear(toaster, BOTTOM), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} transition="bottom 0.2s" aria-label={MSG.notices.region}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="blue.solid" />
            ) : (toast.meta as { icon?: string } | undefined)?.icon === 'report-problem' ? (
              // The spec's "report-problem" icon (a warning triangle) for missing form data.
              <Icon size="md" data-icon="report-problem" aria-hidden="true">
                <LuTriangleAlert />
              </Icon>
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.action ? <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger> : null}
            {toast.closable ? <Toast.CloseTrigger aria-label={MSG.actions.close} /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
