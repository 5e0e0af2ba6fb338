import { useEffect, useState } from 'react';
import { Box, Button, Center, Field, Flex, Heading, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuMapPin, LuPause, LuPlay, LuPrinter } from 'react-icons/lu';
import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import type { Track, TrackPeople } from '@reclamos/shared-types/positions/track-schemas';
import { TRACK_SPEEDS } from '@reclamos/shared-types/positions/values';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';
import { boliviaDay, formatTime } from '../../../lib/dates.ts';
import { fetchMapConfig, fetchTrack, fetchTrackPeople } from '../positions-api.ts';
import { NearbyPanel } from './NearbyPanel.tsx';
import { TrackMap } from './TrackMap.tsx';
import { usePlayback } from './use-playback.ts';

const TEXT = POSITIONS_MSG.trackScreen;
const time = (iso: string) => formatTime(Date.parse(iso));

/**
 * 'Recorrido del día', for supervisors: a person and a day give the path on the map in time order,
 * a slider and playback at 1× to 20×, the stops and the silences with their times, the distance,
 * and the route as a PDF; "¿Quién estuvo cerca?" takes a point tapped on the map. The map keeps a
 * real height at every size: beside the panel from `lg`, above it (55 % of the window) below.
 */
export default function TrackPage() {
  const [config, setConfig] = useState<MapConfigResponse | null>(null);
  const [people, setPeople] = useState<TrackPeople>([]);
  const [person, setPerson] = useState('');
  const [day, setDay] = useState(boliviaDay());
  const [track, setTrack] = useState<Track | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [picked, setPicked] = useState<{ lat: number; lng: number } | null>(null);
  const playback = usePlayback(track?.puntos ?? EMPTY);

  useEffect(() => {
    void fetchMapConfig().then(setConfig, () => undefined);
    void fetchTrackPeople().then(setPeople, () => undefined);
  }, []);

  const show = async () => {
    if (!person) return;
    setState('loading');
    try {
      setTrack(await fetchTrack(Number(person), day));
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  const print = async () => {
    if (!track) return;
    const [{ drawTrackPdf }, { loadDocumentFont }, { saveBlob }] = await Promise.all([
      import('./track-pdf.ts'),
      import('../../../lib/pdf-font.ts'),
      import('../../../lib/save-blob.ts'),
    ]);
    const doc = drawTrackPdf(track, await loadDocumentFont());
    saveBlob(doc.output('blob'), `recorrido-${track.usuario.id}-${track.dia}.pdf`);
  };

  const current = track?.puntos[playback.index];
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} flex="1 1 auto" gap="3" minH="0">
      <Box
        position="relative"
        flex={{ base: 'none', lg: '1' }}
        h={{ base: '55vh', lg: 'auto' }}
        minH="60"
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        role="region"
        aria-label={TEXT.mapRegion}
        data-testid="track-map"
      >
        {config ? (
          <TrackMap config={config} track={track} current={playback.index} picked={picked} onPick={setPicked} />
        ) : (
          <Center position="absolute" inset="0">
            <Spinner size="lg" color="blue.solid" aria-label={POSITIONS_MSG.map.loadingMap} />
          </Center>
        )}
      </Box>
      <Stack w={{ base: 'full', lg: '380px' }} gap="3" overflowY={{ lg: 'auto' }} pb="4">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading as="h1" size="lg">
            {TEXT.title}
          </Heading>
          <Button asChild size="xs" variant="outline">
            <RouterLink to="/navegador/posicion">
              <LuMapPin /> {TEXT.backToMap}
            </RouterLink>
          </Button>
        </Flex>
        <Flex gap="2" wrap="wrap" align="flex-end">
          <Field.Root flex="1 1 10rem">
            <Field.Label>{TEXT.person}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="persona" value={person} onChange={(event) => setPerson(event.target.value)}>
                <option value="">{TEXT.choosePerson}</option>
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root flex="0 1 9rem">
            <Field.Label>{TEXT.day}</Field.Label>
            <Input type="date" name="dia" value={day} max={boliviaDay()} onChange={(event) => setDay(event.target.value)} />
          </Field.Root>
          <Button colorPalette="blue" disabled={!person || state === 'loading'} onClick={() => void show()}>
            {TEXT.show}
          </Button>
        </Flex>
        {state === 'loading' ? <Text color="fg.muted">{TEXT.loading}</Text> : null}
        {state === 'failed' ? <Text color="fg.error">{TEXT.failed}</Text> : null}
        {track && track.puntos.length === 0 ? <Text data-testid="track-empty">{TEXT.empty}</Text> : null}
        {track && track.puntos.length > 0 ? (
          <Stack gap="3" data-testid="track-summary">
            <Text fontWeight="semibold" data-testid="track-distance">
              {TEXT.distance((track.distanciaMetros / 1000).toFixed(2).replace('.', ','))} · {TEXT.points(track.puntos.length)}
            </Text>
            <Stack gap="1">
              <input
                type="range"
                aria-label={TEXT.slider}
                min={0}
                max={track.puntos.length - 1}
                value={playback.index}
                onChange={(event) => playback.seek(Number(event.target.value))}
                style={{ width: '100%' }}
              />
              <Flex gap="2" align="center" wrap="wrap">
                {playback.playing ? (
                  <Button size="sm" onClick={playback.pause}>
                    <LuPause /> {TEXT.pause}
                  </Button>
                ) : (
                  <Button size="sm" colorPalette="blue" onClick={playback.play}>
                    <LuPlay /> {TEXT.play}
                  </Button>
                )}
                <NativeSelect.Root size="sm" w="5.5rem">
                  <NativeSelect.Field
                    aria-label={TEXT.speed}
                    value={playback.speed}
                    onChange={(event) => playback.setSpeed(Number(event.target.value))}
                  >
                    {TRACK_SPEEDS.map((speed) => (
                      <option key={speed} value={speed}>{`${speed}×`}</option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Text data-testid="track-clock">{current ? TEXT.at(time(current.fecha)) : null}</Text>
              </Flex>
            </Stack>
            <Box>
              <Heading as="h2" size="sm">
                {TEXT.stops}
              </Heading>
              {track.paradas.length === 0 ? <Text color="fg.muted">{TEXT.noStops}</Text> : null}
              <Stack as="ol" gap="0.5" ps="5" data-testid="track-stops">
                {track.paradas.map((stop) => (
                  <li key={stop.desde}>{TEXT.stop(time(stop.desde), time(stop.hasta), stop.minutos)}</li>
                ))}
              </Stack>
            </Box>
            <Box>
              <Heading as="h2" size="sm">
                {TEXT.gaps}
              </Heading>
              {track.huecos.length === 0 ? <Text color="fg.muted">{TEXT.noGaps}</Text> : null}
              <Stack as="ul" gap="0.5" ps="5" data-testid="track-gaps">
                {track.huecos.map((gap) => (
                  <li key={gap.desde}>{TEXT.gap(time(gap.desde), time(gap.hasta), gap.minutos)}</li>
                ))}
              </Stack>
            </Box>
            <Button variant="outline" onClick={() => void print()}>
              <LuPrinter /> {TEXT.pdf}
            </Button>
          </Stack>
        ) : null}
        <NearbyPanel key={day} day={day} picked={picked} />
      </Stack>
    </Flex>
  );
}

const EMPTY: Track['puntos'] = [];
