import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { ToastHost } from '../lib/toast-host.tsx';
import { system } from './system.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <ToastHost />
    </ChakraProvider>
  );
}
