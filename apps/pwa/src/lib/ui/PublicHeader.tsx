import type { ReactNode } from 'react';
import { Box, Container, HStack, Heading, IconButton } from '@chakra-ui/react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

interface PublicHeaderProps {
  title: string;
  /** Shown at the header's end (the complaint form's waiting count). */
  aside?: ReactNode;
}

/** The navy bar of the citizens' pages: back to the start page, then the page's title. */
export function PublicHeader({ title, aside }: PublicHeaderProps) {
  return (
    <Box as="header" bg="atm.navy" color="white" px="2" py="2" position="sticky" top="0" zIndex="sticky">
      <Container maxW="2xl" px="0">
        <HStack gap="1" justify="space-between">
          <HStack gap="1" minW="0">
            <IconButton asChild variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} aria-label={AUTH_MSG.login.backHome}>
              <RouterLink to="/">
                <LuArrowLeft />
              </RouterLink>
            </IconButton>
            <Heading as="h1" size="md" truncate>
              {title}
            </Heading>
          </HStack>
          {aside}
        </HStack>
      </Container>
    </Box>
  );
}
