import { useState } from 'react';
import { Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import type { NearbyList } from '@reclamos/shared-types/positions/track-schemas';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';
import { formatTime } from '../../../lib/dates.ts';
import { fetchNearby } from '../positions-api.ts';
import { wallToIso } from './zoned-wall.ts';

const TEXT = POSITIONS_MSG.trackScreen;

/** "¿Quién estuvo cerca?": the point tapped on the map, a window (Oruro time) and a radius. Keyed by the day, so a new day starts a new window. */
export function NearbyPanel({ day, picked }: { day: string; picked: { lat: number; lng: number } | null }) {
  const [from, setFrom] = useState(`${day}T08:00`);
  const [to, setTo] = useState(`${day}T09:00`);
  const [radius, setRadius] = useState('100');
  const [found, setFound] = useState<NearbyList | null>(null);
  const [failed, setFailed] = useState(false);

  const search = async () => {
    const desde = wallToIso(from);
    const hasta = wallToIso(to);
    if (!picked || !desde || !hasta) return;
    setFailed(false);
    try {
      setFound(await fetchNearby({ lat: picked.lat, lng: picked.lng, radio: Number(radius), desde, hasta }));
    } catch {
      setFailed(true);
      setFound(null);
    }
  };

  return (
    <Box borderTopWidth="1px" pt="3" data-testid="nearby-panel">
      <Heading as="h2" size="sm">
        {TEXT.nearTitle}
      </Heading>
      <Text color="fg.muted" textStyle="sm">
        {picked ? TEXT.nearPoint(picked.lat.toFixed(5), picked.lng.toFixed(5)) : TEXT.nearHint}
      </Text>
      <Flex gap="2" wrap="wrap" mt="2" align="flex-end">
        <Field.Root flex="1 1 11rem">
          <Field.Label>{TEXT.nearFrom}</Field.Label>
          <Input type="datetime-local" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field.Root>
        <Field.Root flex="1 1 11rem">
          <Field.Label>{TEXT.nearTo}</Field.Label>
          <Input type="datetime-local" value={to} onChange={(event) => setTo(event.target.value)} />
        </Field.Root>
        <Field.Root flex="0 1 6rem">
          <Field.Label>{TEXT.nearRadius}</Field.Label>
          <Input type="number" min={1} max={5000} value={radius} onChange={(event) => setRadius(event.target.value)} />
        </Field.Root>
        <Button colorPalette="purple" disabled={!picked} onClick={() => void search()}>
          {TEXT.nearSearch}
        </Button>
      </Flex>
      {failed ? <Text color="fg.error">{TEXT.nearFailed}</Text> : null}
      {found && found.length === 0 ? <Text mt="2">{TEXT.nearNone}</Text> : null}
      {found && found.length > 0 ? (
        <Stack as="ul" gap="0.5" ps="5" mt="2" data-testid="nearby-list">
          {found.map((person) => (
            <li key={person.id}>{TEXT.nearPerson(person.nombre, person.distanciaMetros, formatTime(Date.parse(person.fecha)))}</li>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
