import { Box, Stack, Text } from '@chakra-ui/react';
import { can } from '@reclamos/shared-types/permissions';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import type { Principal } from '@reclamos/shared-types/permissions';
import { useSosDesk } from './sos-desk-store.ts';
import { useSosDeskFeed } from './use-sos-desk-feed.ts';
import { SosAlertRow } from './SosAlertRow.tsx';
import { SosMapMarks } from './SosMapMarks.tsx';

const TEXT = SOS_MSG.desk;
/** Banner rows before "y N alertas más": the rest are on Principal. */
const SHOWN = 2;

/**
 * The supervisors' SOS banner, on every signed-in screen, under the bars (it pushes the page down
 * instead of covering it). It stays while any alert is open; each row attends its alert.
 */
export function SosBanner({ user }: { user: Principal }) {
  const allowed = can(user, 'attendSos');
  useSosDeskFeed(allowed);
  const open = useSosDesk((state) => state.open);
  if (!allowed || open.length === 0) return null;
  return (
    <>
      <SosMapMarks open={open} />
      <Box
        as="section"
        aria-label={TEXT.region}
        role="alert"
        bg="red.600"
        color="white"
        px={{ base: '3', md: '6' }}
        py="2"
        data-testid="sos-banner"
      >
        <Stack gap="2" separator={<Box borderTopWidth="1px" borderColor="whiteAlpha.400" />}>
          {open.slice(0, SHOWN).map((alert) => (
            <SosAlertRow key={alert.id} alert={alert} tone="banner" />
          ))}
        </Stack>
        {open.length > SHOWN ? (
          <Text textStyle="xs" mt="1">
            {TEXT.more(open.length - SHOWN)}
          </Text>
        ) : null}
      </Box>
    </>
  );
}
