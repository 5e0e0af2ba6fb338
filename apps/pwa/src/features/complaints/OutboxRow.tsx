import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatTime, formatWhen } from '../../lib/dates.ts';
import { CaseStateBadge } from '../../lib/ui/CaseStateBadge.tsx';
import { CodeActions } from './CodeActions.tsx';
import type { ComplaintRow } from './complaints-data.ts';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

interface OutboxRowProps {
  row: ComplaintRow;
  delito: string;
  onCorrect: (uuid: string) => void;
  onDiscard: (uuid: string) => void;
}

const STATUS_COLOR = { pending: 'orange', synced: 'green', rejected: 'red' } as const;

/** One complaint of this phone: what it is, when, and where it stands. */
export function OutboxRow({ row, delito, onCorrect, onDiscard }: OutboxRowProps) {
  const texts = COMPLAINTS_MSG.outbox;
  const [confirming, setConfirming] = useState(false);
  const statusText =
    row.status === 'synced' && row.sentAt !== null
      ? texts.sentAt(formatTime(row.sentAt))
      : row.status === 'rejected'
        ? texts.rejected
        : row.sending
          ? texts.sending
          : texts.pending;

  return (
    <Box as="li" listStyleType="none" py="3" borderTopWidth="1px" data-uuid={row.uuid} data-status={row.status}>
      <Stack gap="1.5">
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="medium" lineClamp={2} minW="0">
            {delito}
          </Text>
          <Badge colorPalette={STATUS_COLOR[row.status]} flexShrink="0">
            {statusText}
          </Badge>
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {texts.madeAt(formatWhen(row.createdAt))} · {row.fields.placa || texts.noPlaca}
        </Text>
        {row.status === 'synced' && row.codigo ? <CodeActions codigo={row.codigo} /> : null}
        {row.status === 'synced' && row.caso ? (
          <Stack gap="0.5" data-testid="case-state">
            <HStack gap="2" wrap="wrap">
              <Text textStyle="sm">{CASES_MSG.phone.state}</Text>
              <CaseStateBadge estado={row.caso.estado} />
            </HStack>
            {row.caso.motivo ? (
              <Text textStyle="sm" data-testid="case-motivo">
                {row.caso.motivo}
              </Text>
            ) : null}
            <Text textStyle="xs" color="fg.muted">
              {CASES_MSG.phone.stateCheckedAt(formatWhen(row.caso.checkedAt))}
            </Text>
          </Stack>
        ) : null}
        {row.status === 'rejected' ? (
          <Stack gap="2">
            <Text textStyle="sm" color="fg.error" role="alert">
              {row.message}
            </Text>
            {confirming ? (
              <HStack gap="2" wrap="wrap">
                <Text textStyle="sm">{texts.confirmDiscard}</Text>
                <Button size="xs" colorPalette="red" onClick={() => onDiscard(row.uuid)}>
                  {texts.confirmDiscardYes}
                </Button>
                <Button size="xs" variant="ghost" onClick={() => setConfirming(false)}>
                  {MSG.actions.cancel}
                </Button>
              </HStack>
            ) : (
              <HStack gap="2" wrap="wrap">
                <Button size="xs" colorPalette="blue" onClick={() => onCorrect(row.uuid)}>
                  {texts.correctAndResend}
                </Button>
                <Button size="xs" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
                  {texts.discard}
                </Button>
              </HStack>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
