import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * A screen whose code could not be fetched (offline before it was ever cached) or that failed:
 * a Spanish explanation and a reload, instead of a blank page.
 */
export function RouteErrorPage() {
  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="4" align="center" textAlign="center" maxW="md">
        <Heading as="h1" size="2xl">
          {MSG.routeError.title}
        </Heading>
        <Text color="fg.muted">{MSG.routeError.body}</Text>
        <Button colorPalette="blue" onClick={() => window.location.reload()}>
          {MSG.routeError.reload}
        </Button>
      </Stack>
    </Center>
  );
}

/** Catches what a screen throws while rendering, a failed lazy import included. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
