import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

interface SimpleMessagePageProps {
  title: string;
  body: string;
  linkLabel: string;
  linkTo: string;
  icon?: ReactNode;
}

/** A whole page with a title, one sentence and one way out (not found, placeholders). */
export function SimpleMessagePage({ title, body, linkLabel, linkTo, icon }: SimpleMessagePageProps) {
  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        {icon}
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        <Button asChild colorPalette="blue">
          <RouterLink to={linkTo}>{linkLabel}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
