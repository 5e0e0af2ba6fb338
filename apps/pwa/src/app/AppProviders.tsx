import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { Toaster } from '../lib/toaster.tsx';
import { system } from './system.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
