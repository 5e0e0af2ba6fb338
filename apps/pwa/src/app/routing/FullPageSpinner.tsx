import { Center, Spinner } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';

export function FullPageSpinner() {
  return (
    <Center minH="60dvh">
      <Spinner size="lg" color="blue.solid" aria-label={MSG.layout.loading} />
    </Center>
  );
}
