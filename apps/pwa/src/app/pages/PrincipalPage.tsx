import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSession } from '../../features/auth/session-store.ts';
import { Dashboard } from '../../features/dashboard/Dashboard.tsx';
import { SosOpenList } from '../../features/sos/SosOpenList.tsx';
import { can } from '@reclamos/shared-types/permissions';
import { MSG } from '@reclamos/shared-types/messages';

/** /navegador: the greeting and the role's dashboard. */
export function PrincipalPage() {
  const user = useSession((state) => state.user);
  return (
    <Stack gap="4" maxW="5xl">
      {/* Compact, so that the dashboard fits a 1366×768 desk at a glance. */}
      <Stack gap="0.5">
        <Heading as="h1" size="xl">
          {MSG.layout.principalTitle}
        </Heading>
        <Text fontSize="lg">
          {MSG.layout.principalGreeting(user?.nombre ?? '')}{' '}
          <Text as="span" color="fg.muted" fontSize="md">
            · {user?.rol}
          </Text>
        </Text>
      </Stack>
      {/* Open SOS alerts stay here, above the numbers, until someone attends each. */}
      {can(user, 'attendSos') ? <SosOpenList /> : null}
      {user ? <Dashboard user={{ id: user.id, rol: user.rol }} /> : null}
    </Stack>
  );
}
