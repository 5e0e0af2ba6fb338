import type { ReactNode } from 'react';
import { Flex } from '@chakra-ui/react';

/**
 * A full-width row under the signed-in layout's top bar (location sharing, SOS): the same
 * padding, wrapping and rule below on every screen, so the strips stack as one block on a phone.
 */
export function LayoutStrip({ label, highlighted = false, children }: { label: string; highlighted?: boolean; children: ReactNode }) {
  return (
    <Flex
      as="section"
      aria-label={label}
      px={{ base: '3', md: '6' }}
      py="1.5"
      gap={{ base: '2', md: '3' }}
      align="center"
      wrap="wrap"
      bg={highlighted ? 'green.subtle' : 'bg'}
      borderBottomWidth="1px"
      textStyle="sm"
    >
      {children}
    </Flex>
  );
}
