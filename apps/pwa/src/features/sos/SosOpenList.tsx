import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { useSosDesk } from './sos-desk-store.ts';
import { SosAlertRow } from './SosAlertRow.tsx';

const TEXT = SOS_MSG.desk;

/** Principal's list of every open alert, until each is attended (the banner shows the first two). */
export function SosOpenList() {
  const open = useSosDesk((state) => state.open);
  return (
    <Card.Root size="sm" borderColor={open.length > 0 ? 'red.solid' : undefined} data-testid="sos-open-list">
      <Card.Body gap="2">
        <Heading as="h2" size="sm">
          {TEXT.listTitle}
        </Heading>
        {open.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {TEXT.listEmpty}
          </Text>
        ) : (
          <Stack gap="3">
            {open.map((alert) => (
              <SosAlertRow key={alert.id} alert={alert} tone="list" />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
