import { Card, Heading, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';

/** A signed-in screen whose feature is not built yet (Reporte, Inspecion, Posicion Personal). */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card.Root maxW="xl">
      <Card.Header>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Text color="fg.muted">{MSG.layout.placeholder}</Text>
      </Card.Body>
    </Card.Root>
  );
}
