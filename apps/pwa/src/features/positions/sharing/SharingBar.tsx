import { useEffect } from 'react';
import { Box, Text, chakra } from '@chakra-ui/react';
import { LayoutStrip } from '../../../lib/ui/LayoutStrip.tsx';
import { LuMapPin, LuMapPinOff } from 'react-icons/lu';
import { can, type Principal } from '@reclamos/shared-types/permissions';
import { readToken } from '../../../api/token-storage.ts';
import { startSharingFor, stopSharing, useSharing, wasSharing } from './sharing-store.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const TEXT = POSITIONS_MSG.sharing;

/**
 * 'Compartir mi ubicación' in the signed-in layout: the switch, what it is doing, and whether the
 * screen is kept awake. A device that was sharing when the app closed resumes on reopening;
 * leaving the signed-in area pauses without telling viewers (the marker greys after 10 min).
 */
export function SharingBar({ user }: { user: Principal }) {
  const allowed = can(user, 'sharePosition');
  const { phase, connected, wakeLock, error } = useSharing();

  useEffect(() => {
    if (!allowed) return;
    if (wasSharing(user.id)) void startSharingFor(user.id);
    // Unmounted while still signed in (left the signed-in area): pause. Without a token (the
    // session ended elsewhere): also forget, so the next sign-in does not resume on its own.
    return () => void stopSharing({ removal: false, forget: readToken() === null });
  }, [allowed, user.id]);

  if (!allowed) return null;
  const checked = phase !== 'off';
  const state = phase === 'off' ? (error ?? TEXT.off) : phase === 'starting' ? TEXT.starting : connected ? TEXT.on : TEXT.waitingNetwork;

  const toggle = () => {
    if (checked) void stopSharing({ removal: true, forget: true });
    else void startSharingFor(user.id);
  };

  return (
    <LayoutStrip label={TEXT.label} highlighted={checked}>
      <chakra.button
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={toggle}
        display="inline-flex"
        alignItems="center"
        gap="2"
        fontWeight="semibold"
        cursor="pointer"
        borderRadius="md"
        px="1"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      >
        <Box
          as="span"
          aria-hidden
          position="relative"
          w="10"
          h="6"
          borderRadius="full"
          bg={checked ? 'green.solid' : 'gray.400'}
          transition="background 0.15s"
          flexShrink={0}
        >
          <Box
            as="span"
            position="absolute"
            top="1"
            left={checked ? '5' : '1'}
            w="4"
            h="4"
            borderRadius="full"
            bg="white"
            boxShadow="sm"
            transition="left 0.15s"
          />
        </Box>
        {checked ? <LuMapPin aria-hidden /> : <LuMapPinOff aria-hidden />}
        {TEXT.label}
      </chakra.button>
      <Text data-testid="sharing-state" color={phase === 'off' && error ? 'red.fg' : 'fg.muted'} role="status">
        {state}
      </Text>
      {checked && wakeLock !== null ? (
        <Text data-testid="sharing-wake-lock" color="fg.muted" textStyle="xs">
          {wakeLock === 'active' ? TEXT.screenAwake : TEXT.keepOpen}
        </Text>
      ) : null}
    </LayoutStrip>
  );
}
