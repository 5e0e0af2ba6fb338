import { AbsoluteCenter, Box, Spinner } from '@chakra-ui/react';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

/** The spec's loading overlay over a dialog while its call runs. */
export function BusyOverlay({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box position="absolute" inset="0" bg="bg/70" zIndex="1" data-testid="busy-overlay">
      <AbsoluteCenter>
        <Spinner size="xl" color="blue.solid" aria-label={USERS_MSG.loading} />
      </AbsoluteCenter>
    </Box>
  );
}
