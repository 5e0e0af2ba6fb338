import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastHost } from '../lib/toast-host.tsx';
import { system } from './system.ts';

/**
 * Where Chakra's global styles (the reset, the global CSS and every token's CSS variable, ~48 kB)
 * come from: `render` has emotion serialize and insert them (a page the app draws from nothing,
 * and the build's pre-rendering, which writes them into the page's head); `in-page` takes the
 * ones a pre-rendered page already carries in its head. Hydrating, emotion would otherwise
 * serialize the whole object again on the phone only to find the very same styles there.
 */
export type GlobalStyles = 'render' | 'in-page';

/** The same system without its global styles (the `<Global>` of an empty list inserts nothing). */
const systemStylesInPage: typeof system = { ...system, _global: [] };

export function AppProviders({ children, globalStyles = 'render' }: { children: ReactNode; globalStyles?: GlobalStyles }) {
  return (
    <ChakraProvider value={globalStyles === 'in-page' ? systemStylesInPage : system}>
      {children}
      <ToastHost />
    </ChakraProvider>
  );
}
