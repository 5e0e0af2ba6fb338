import { useEffect, useState } from 'react';
import { Box, Button, Center, Flex, Spinner, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { LuRefreshCw, LuRoute } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import { fetchMapConfig } from '../positions-api.ts';
import { LayerSwitcher } from './LayerSwitcher.tsx';
import { PeopleDrawer, PeopleList } from './PeopleList.tsx';
import type { BaseLayer } from './map-styles.ts';
import { PositionMap } from './PositionMap.tsx';
import { useLivePositions } from './use-live-positions.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/**
 * 'Posicion Personal', the supervisors' live map: the map fills the window below the bars at every
 * size, 'Actualizar' at its top right above the 'Calles' / 'Satélite' switcher. From Chakra's `lg`
 * (992 px) the people list is a column beside it; below, a drawer opened under those controls.
 * Loaded lazily with everything map-related (MapLibre, react-map-gl, the socket client).
 */
export default function PositionPage() {
  const [config, setConfig] = useState<MapConfigResponse | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [layer, setLayer] = useState<BaseLayer>('street');
  const { group, refresh, live } = useLivePositions();
  const [focus, setFocus] = useState<{ lat: number; lng: number } | null>(null);
  const wide = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;
  const choose = (marker: { lat: number; lng: number }) => setFocus({ lat: marker.lat, lng: marker.lng });

  useEffect(() => {
    let live = true;
    fetchMapConfig().then(
      (loaded) => live && setConfig(loaded),
      () => live && setConfigFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    // The height left under the bars (the layout's main area is a column): never taller than the
    // window, and a map with no height of its own cannot collapse to 0 px. 48 (12 rem) is a floor
    // for tiny windows, under what a phone held sideways leaves.
    <Flex flex="1 1 0" minH="48" gap="3" align="stretch">
      <Box
        flex="1"
        minW="0"
        position="relative"
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        role="region"
        aria-label={POSITIONS_MSG.map.mapRegion}
        data-testid="position-map"
        data-layer={layer}
        data-generation={group.generation}
        data-live={live}
      >
        {config ? (
          <PositionMap config={config} layer={layer} group={group} focus={focus} />
        ) : (
          <Center position="absolute" inset="0">
            {configFailed ? (
              <Text color="fg.muted">{POSITIONS_MSG.map.configFailed}</Text>
            ) : (
              <Spinner size="lg" color="blue.solid" aria-label={POSITIONS_MSG.map.loadingMap} />
            )}
          </Center>
        )}
        <Stack position="absolute" top="2" right="2" align="flex-end" gap="2" zIndex="1">
          <Button colorPalette="blue" size="sm" boxShadow="md" onClick={() => void refresh()}>
            <LuRefreshCw /> {POSITIONS_MSG.map.refresh}
          </Button>
          <Button asChild size="sm" variant="surface" boxShadow="md">
            <RouterLink to="/navegador/posicion/recorrido">
              <LuRoute /> {POSITIONS_MSG.trackScreen.openFromMap}
            </RouterLink>
          </Button>
          <LayerSwitcher value={layer} onChange={setLayer} />
          <Text textStyle="xs" bg="bg/90" px="2" py="0.5" borderRadius="sm" boxShadow="sm" data-testid="position-count">
            {POSITIONS_MSG.map.count(group.markers.length)}
          </Text>
          {wide ? null : <PeopleDrawer markers={group.markers} onChoose={choose} />}
        </Stack>
      </Box>
      {wide ? <PeopleList markers={group.markers} onChoose={choose} /> : null}
    </Flex>
  );
}
