import { chakra, Text } from '@chakra-ui/react';
import { LayoutStrip } from '../../lib/ui/LayoutStrip.tsx';
import { can } from '@reclamos/shared-types/permissions';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { confirmTone } from './beep.ts';
import { setSilent, useSosSettings } from './sos-settings.ts';
import { SosHoldButton } from './SosHoldButton.tsx';
import { SosStatus } from './SosStatus.tsx';
import { raiseSos, useFollowSos, useMySos } from './use-my-sos.ts';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';

const TEXT = SOS_MSG.phone;

/** Queues the alert; outside silent mode the phone buzzes and beeps once. */
export function fireSos(userId: number, silent: boolean): void {
  if (!silent) {
    navigator.vibrate?.(300);
    confirmTone();
  }
  void raiseSos(userId, silent);
}

/**
 * The field staff's SOS row in the signed-in layout, on every screen: the hold button, silent mode,
 * and the latest alert's state (hidden in silent mode: nothing on the screen changes).
 */
export function SosBar({ user }: { user: Pick<PublicUser, 'id' | 'rol' | 'nombre'> }) {
  const allowed = can(user, 'sendSos');
  const settings = useSosSettings();
  const local = useMySos(user.id);
  useFollowSos(allowed ? local : undefined);
  if (!allowed) return null;

  return (
    <LayoutStrip label={TEXT.button}>
      <SosHoldButton holdSeconds={settings.holdSeconds} silent={settings.silent} onFire={() => fireSos(user.id, settings.silent)} />
      <chakra.label display="inline-flex" alignItems="center" gap="1.5" cursor="pointer" title={TEXT.silentHint}>
        <chakra.input
          type="checkbox"
          data-testid="sos-silent"
          checked={settings.silent}
          onChange={(event) => setSilent(event.currentTarget.checked)}
          w="4"
          h="4"
          accentColor="red.600"
        />
        <Text as="span">{TEXT.silent}</Text>
      </chakra.label>
      {local && !local.body.silenciosa ? <SosStatus local={local} phone={settings.phone} nombre={user.nombre} /> : null}
    </LayoutStrip>
  );
}
