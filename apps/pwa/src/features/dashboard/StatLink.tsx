import { Link as RouterLink } from 'react-router-dom';
import { LinkBox, LinkOverlay, Stat } from '@chakra-ui/react';
import { DASHBOARD_MSG } from '@reclamos/shared-types/dashboard/messages';

interface StatLinkProps {
  label: string;
  value: number;
  to: string;
  testId: string;
  tone?: 'red' | 'green' | 'orange' | 'gray';
}

/** One number of the dashboard; the whole tile links to the list it counts. */
export function StatLink({ label, value, to, testId, tone }: StatLinkProps) {
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      rounded="l2"
      px="3"
      py="2"
      bg="bg"
      _hover={{ borderColor: 'blue.solid', bg: 'blue.subtle' }}
      borderStartWidth={tone ? '4px' : '1px'}
      borderStartColor={tone === 'gray' ? 'border.emphasized' : tone ? `${tone}.solid` : undefined}
    >
      <Stat.Root>
        <Stat.Label>{label}</Stat.Label>
        <Stat.ValueText data-testid={testId} data-value={value} fontSize="xl" fontWeight="bold">
          <LinkOverlay asChild>
            <RouterLink to={to} aria-label={DASHBOARD_MSG.openList(label, value)}>
              {value}
            </RouterLink>
          </LinkOverlay>
        </Stat.ValueText>
      </Stat.Root>
    </LinkBox>
  );
}
