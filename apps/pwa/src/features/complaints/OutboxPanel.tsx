import { useEffect, useState } from 'react';
import { Badge, Card, HStack, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { formatWhen } from '../../lib/dates.ts';
import { storageUse } from '../../sync/storage.ts';
import type { MyComplaints } from './complaints-data.ts';
import { delitoName } from './delito-name.ts';
import { OutboxRow } from './OutboxRow.tsx';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface OutboxPanelProps {
  mine: MyComplaints | undefined;
  delitos: DelitoList | undefined;
  onCorrect: (uuid: string) => void;
  onDiscard: (uuid: string) => void;
}

const STORAGE_WARNING = 0.8;

/** docs/offline.md, "Visibility on screen": how many wait, each one's state and time, the last successful send. */
export function OutboxPanel({ mine, delitos, onCorrect, onDiscard }: OutboxPanelProps) {
  const texts = COMPLAINTS_MSG.outbox;
  const storage = useStorageUse();

  return (
    <Card.Root as="section" aria-labelledby="outbox-title" size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id="outbox-title">
            {texts.title}
          </Heading>
          {mine && mine.waiting > 0 ? (
            <Badge colorPalette="orange" size="lg" data-testid="outbox-waiting">
              {texts.waiting(mine.waiting)}
            </Badge>
          ) : null}
        </HStack>
        {mine?.lastSentAt ? (
          <Text textStyle="xs" color="fg.muted">
            {texts.lastSync(formatWhen(mine.lastSentAt))}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body pt="2">
        {storage !== null && storage > STORAGE_WARNING ? (
          <Text textStyle="sm" color="fg.warning" mb="2">
            {texts.storageAlmostFull(Math.round(storage * 100))}
          </Text>
        ) : null}
        {mine && mine.rows.length > 0 ? (
          <ul>
            {mine.rows.map((row) => (
              <OutboxRow key={row.uuid} row={row} delito={delitoName(row, delitos)} onCorrect={onCorrect} onDiscard={onDiscard} />
            ))}
          </ul>
        ) : (
          <Text textStyle="sm" color="fg.muted">
            {texts.empty}
          </Text>
        )}
        <Link asChild color="blue.fg" textStyle="sm" mt="2">
          <RouterLink to="/seguimiento">{CASES_MSG.phone.lookUpOther}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** The share of the browser's quota in use, read once when the panel opens. */
function useStorageUse(): number | null {
  const [use, setUse] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    void storageUse().then((value) => {
      if (live) setUse(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return use;
}
