import { useEffect, useState } from 'react';
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { registerServiceWorker, type ApplyUpdate } from './register-service-worker.ts';
import { MSG } from '@reclamos/shared-types/messages';

/** A banner at the bottom when a new version of the app is installed and waiting; toasts keep above it. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<ApplyUpdate | null>(null);

  useEffect(() => {
    registerServiceWorker((applyUpdate) => setApply(() => applyUpdate));
  }, []);

  if (!apply) return null;
  return (
    <Box
      role="status"
      data-toast-clearance=""
      position="fixed"
      insetX="3"
      bottom="3"
      mx="auto"
      maxW="md"
      zIndex="toast"
      bg="gray.900"
      color="white"
      rounded="l3"
      shadow="lg"
      px="4"
      py="3"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontWeight="medium">{MSG.pwa.updateAvailable}</Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" color="inherit" onClick={() => setApply(null)}>
            {MSG.pwa.later}
          </Button>
          <Button size="sm" colorPalette="yellow" onClick={apply}>
            {MSG.pwa.updateNow}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
