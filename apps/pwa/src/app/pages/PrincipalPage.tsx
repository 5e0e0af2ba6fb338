import { Card, Heading, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';
import { useSession } from '../../features/auth/session-store.ts';

export function PrincipalPage() {
  const user = useSession((state) => state.user);
  return (
    <Card.Root maxW="xl">
      <Card.Header>
        <Heading as="h1" size="xl">
          {MSG.layout.principalTitle}
        </Heading>
      </Card.Header>
      <Card.Body gap="1">
        <Text fontSize="lg">{MSG.layout.principalGreeting(user?.nombre ?? '')}</Text>
        <Text color="fg.muted">{user?.rol}</Text>
      </Card.Body>
    </Card.Root>
  );
}
