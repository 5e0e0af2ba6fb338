import { Box, HStack, Text } from '@chakra-ui/react';
import type { StateChange } from '@reclamos/shared-types/cases/schemas';
import { formatFecha } from '../../../lib/dates.ts';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.panel;

/** Every change of state, oldest first: when, who, from, to, the reason and the original of a duplicate. */
export function CaseTimeline({ historial }: { historial: StateChange[] }) {
  return (
    <Box as="ol" ps="0" data-testid="case-timeline">
      {historial.map((change, index) => (
        <Box
          as="li"
          key={`${change.fecha}-${index}`}
          listStyleType="none"
          py="1.5"
          borderTopWidth={index ? '1px' : '0'}
          data-estado={change.estado}
        >
          <HStack gap="2" wrap="wrap">
            {change.desde ? (
              <>
                <CaseStateBadge estado={change.desde} variant="outline" />
                <Text aria-hidden>→</Text>
              </>
            ) : null}
            <CaseStateBadge estado={change.estado} />
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {formatFecha(change.fecha)}
            {change.usuario ? ` · ${TEXT.by(change.usuario.nombre)}` : ''}
            {change.duplicadoDe ? ` · ${TEXT.openOther(change.duplicadoDe)}` : ''}
          </Text>
          {change.motivo ? <Text textStyle="sm">{change.motivo}</Text> : null}
        </Box>
      ))}
    </Box>
  );
}
