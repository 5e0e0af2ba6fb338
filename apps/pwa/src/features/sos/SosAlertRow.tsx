import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { ApiError } from '../../lib/api-error.ts';
import { formatTime } from '../../lib/dates.ts';
import { attendAlert } from './sos-api.ts';
import { useSosDesk } from './sos-desk-store.ts';

const TEXT = SOS_MSG.desk;

/** One open alert: who, when, where, and "Atender". */
export function SosAlertRow({ alert, tone }: { alert: SosAlert; tone: 'banner' | 'list' }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attend = () => {
    setBusy(true);
    setError(null);
    attendAlert(alert.id)
      .then(() => useSosDesk.getState().closed(alert.id))
      .catch((failure: unknown) => {
        // Another supervisor was first: it is no longer open here either.
        if (failure instanceof ApiError && (failure.status === 409 || failure.status === 404)) useSosDesk.getState().closed(alert.id);
        else setError(failure instanceof ApiError ? failure.message : TEXT.attendFailed);
      })
      .finally(() => setBusy(false));
  };
  const where = alert.lat !== null && alert.lng !== null ? TEXT.where(alert.lat, alert.lng, alert.accuracy) : TEXT.noPosition;
  const details = [TEXT.since(formatTime(Date.parse(alert.pulsada_at))), where, ...(alert.silenciosa ? [TEXT.silent] : [])].join(' · ');
  return (
    <Flex data-testid="sos-alert" data-sos-id={alert.id} align="center" gap="2" wrap="wrap" justify="space-between">
      <Flex direction="column" minW="0" flex="1">
        <Text fontWeight="bold" fontSize={tone === 'banner' ? 'md' : 'sm'}>
          {TEXT.banner(alert.usuario.nombre)}
        </Text>
        <Text textStyle="xs" color={tone === 'banner' ? 'white' : 'fg.muted'}>
          {details}
        </Text>
        {error ? (
          <Text textStyle="xs" role="alert" fontWeight="semibold">
            {error}
          </Text>
        ) : null}
      </Flex>
      <Button
        size="sm"
        onClick={attend}
        loading={busy}
        loadingText={TEXT.attending}
        colorPalette={tone === 'banner' ? 'gray' : 'red'}
        variant={tone === 'banner' ? 'surface' : 'solid'}
        aria-label={`${TEXT.attend}: ${TEXT.banner(alert.usuario.nombre)}`}
      >
        {TEXT.attend}
      </Button>
    </Flex>
  );
}
