import { Link as RouterLink } from 'react-router-dom';
import { Button, Center, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuMegaphone } from 'react-icons/lu';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { MSG } from '@reclamos/shared-types/messages';

export function LandingPage() {
  return (
    <Center as="main" minH="100dvh" px="4" py="10" bg="atm.navy" color="white">
      <Stack gap="6" maxW="md" w="full" align="center" textAlign="center">
        <Image src="/icons/icon-192.png" alt="" boxSize={{ base: '24', md: '32' }} />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            {MSG.landing.title}
          </Heading>
          <Text fontSize="lg" color="blue.100">
            {MSG.landing.subtitle}
          </Text>
        </Stack>
        <Text color="blue.50">{MSG.landing.intro}</Text>
        <Stack gap="4" w="full" pt="2">
          <Button asChild size="2xl" colorPalette="yellow" w="full">
            <RouterLink to="/reclamo">
              <LuMegaphone /> {MSG.landing.report}
            </RouterLink>
          </Button>
          <Button asChild size="2xl" variant="surface" colorPalette="gray" w="full">
            <RouterLink to="/login">
              <LuLogIn /> {MSG.landing.signIn}
            </RouterLink>
          </Button>
          <Link asChild color="blue.50" textDecoration="underline" alignSelf="center">
            <RouterLink to="/seguimiento">{CASES_MSG.tracking.title}</RouterLink>
          </Link>
        </Stack>
      </Stack>
    </Center>
  );
}
