import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { PossibleDuplicate } from '@reclamos/shared-types/cases/schemas';
import { formatFecha } from '../../../lib/dates.ts';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.panel;

interface CaseDuplicatesProps {
  duplicates: PossibleDuplicate[];
  /** The address of another complaint's panel. */
  hrefOf: (id: number) => string;
  /** Offered while this case is open: prepares 'DUPLICADO de ese' in the state form. */
  onMarkDuplicate: ((id: number) => void) | null;
}

/** Complaints about the same plate within a few days: each links to its own panel. */
export function CaseDuplicates({ duplicates, hrefOf, onMarkDuplicate }: CaseDuplicatesProps) {
  if (duplicates.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {TEXT.noDuplicates}
      </Text>
    );
  }
  return (
    <Box as="ul" data-testid="case-duplicates">
      {duplicates.map((other) => (
        <Box as="li" key={other.id} listStyleType="none" py="1.5" borderTopWidth="1px" data-duplicate-id={other.id}>
          <Stack gap="1">
            <HStack gap="2" wrap="wrap">
              <Link asChild color="blue.fg" fontWeight="semibold">
                <RouterLink to={hrefOf(other.id)}>{TEXT.openOther(other.id)}</RouterLink>
              </Link>
              <CaseStateBadge estado={other.estado} />
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {formatFecha(other.fecha)} · {other.placa} · {other.delito} · {other.codigo}
            </Text>
            {onMarkDuplicate ? (
              <Button size="xs" variant="outline" alignSelf="start" onClick={() => onMarkDuplicate(other.id)}>
                {TEXT.markDuplicate}
              </Button>
            ) : null}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}
