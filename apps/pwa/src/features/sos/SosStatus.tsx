import { Link, Text } from '@chakra-ui/react';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { formatTime } from '../../lib/dates.ts';
import type { LocalSos } from './local-rows.ts';

const TEXT = SOS_MSG.phone;

/** The alert's state in words: en cola, enviada, recibida por <nombre> a las hh:mm. */
export function sosStateText(local: LocalSos): string {
  switch (local.status) {
    case 'queued':
      return TEXT.queued;
    case 'sent':
      return TEXT.sent;
    case 'attended':
      return TEXT.received(local.atendida?.nombre ?? '', local.atendida ? formatTime(Date.parse(local.atendida.at)) : '');
    case 'rejected':
      return TEXT.rejected(local.message ?? '');
  }
}

/** `sms:` to the authority's number with where the person is, for when data does not get through. */
export function smsHref(phone: string, nombre: string, local: LocalSos): string {
  const { lat, lng, accuracy } = local.body;
  const where = lat !== null && lng !== null ? TEXT.smsWhere(lat, lng, accuracy) : TEXT.smsNoPosition;
  return `sms:${phone}?body=${encodeURIComponent(TEXT.smsText(nombre, where))}`;
}

interface Props {
  local: LocalSos;
  phone: string | null;
  nombre: string;
}

/** The state line, and without coverage the SMS fallback while the alert is still queued. */
export function SosStatus({ local, phone, nombre }: Props) {
  const online = useOnlineStatus();
  const color = local.status === 'attended' ? 'green.fg' : local.status === 'rejected' ? 'red.fg' : 'red.fg';
  return (
    <>
      <Text data-testid="sos-state" role="status" fontWeight="semibold" color={color}>
        {sosStateText(local)}
      </Text>
      {phone && local.status === 'queued' && !online ? (
        <Link data-testid="sos-sms" href={smsHref(phone, nombre, local)} fontWeight="semibold" color="red.fg" textDecoration="underline">
          {TEXT.sms}
        </Link>
      ) : null}
    </>
  );
}
