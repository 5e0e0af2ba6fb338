import { Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { isClosedState } from '@reclamos/shared-types/cases/values';
import { formatFecha } from '../../../lib/dates.ts';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { FieldGrid } from '../../../lib/ui/FieldGrid.tsx';
import { FollowChangesButton } from '../../../lib/ui/FollowChangesButton.tsx';
import { usePushFollow } from '../../../api/use-push-follow.ts';
import type { Seguimiento } from '@reclamos/shared-types/cases/schemas';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';

const TEXT = CASES_MSG.tracking;

/** 'Avisarme cuando cambie' for this code (one per code: a new lookup starts from its own state). */
function FollowCode({ codigo }: { codigo: string }) {
  return <FollowChangesButton follow={usePushFollow(codigo)} />;
}

/** The public answer for one code: state, dates, the infraction, the reason and the history. */
export function TrackingResult({ result }: { result: Seguimiento }) {
  const closed = isClosedState(result.estado);
  return (
    <Box as="section" aria-labelledby="tracking-code" bg="bg" borderWidth="1px" rounded="l2" p="4" data-testid="tracking-result">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="lg" id="tracking-code" fontFamily="mono" letterSpacing="wider">
            {result.codigo}
          </Heading>
          <HStack gap="2">
            <CaseStateBadge estado={result.estado} size="lg" />
            <Text textStyle="sm" color="fg.muted">
              {closed ? TEXT.closed : TEXT.open}
            </Text>
          </HStack>
        </HStack>
        <FollowCode key={result.codigo} codigo={result.codigo} />
        <FieldGrid
          emphasis
          fields={[
            [TEXT.delito, result.delito],
            [TEXT.received, formatFecha(result.fecha)],
            [TEXT.updated, formatFecha(result.actualizado)],
            [TEXT.motivo, result.motivo],
          ]}
        />
        <Heading as="h3" size="sm">
          {TEXT.history}
        </Heading>
        <Box as="ol" ps="0" data-testid="tracking-history">
          {result.historial.map((entry, index) => (
            <HStack as="li" key={`${entry.fecha}-${index}`} gap="3" py="1.5" borderTopWidth={index ? '1px' : '0'} listStyleType="none">
              <Text textStyle="sm" color="fg.muted" minW="32">
                {formatFecha(entry.fecha)}
              </Text>
              <CaseStateBadge estado={entry.estado} />
            </HStack>
          ))}
        </Box>
      </Stack>
    </Box>
  );
}
