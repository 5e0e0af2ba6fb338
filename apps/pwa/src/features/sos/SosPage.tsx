import { Heading, Stack, Text } from '@chakra-ui/react';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { fireSos } from './SosBar.tsx';
import { useSosSettings } from './sos-settings.ts';
import { SosHoldButton } from './SosHoldButton.tsx';

const TEXT = SOS_MSG.phone;

/** /navegador/sos, the installed app's "SOS" shortcut: one big button (its state is in the bar above). */
export function SosPage({ user }: { user: Pick<PublicUser, 'id' | 'nombre'> }) {
  const settings = useSosSettings();
  return (
    <Stack gap="6" align="center" py="6" maxW="md" mx="auto" textAlign="center">
      <Heading as="h1" size="xl">
        {TEXT.pageTitle}
      </Heading>
      <Text>{TEXT.pageIntro}</Text>
      <SosHoldButton
        size="page"
        holdSeconds={settings.holdSeconds}
        silent={settings.silent}
        onFire={() => fireSos(user.id, settings.silent)}
      />
    </Stack>
  );
}
