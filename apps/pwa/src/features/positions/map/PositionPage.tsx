import { useEffect, useState } from 'react';
import { Box, Button, Center, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import { fetchMapConfig } from '../positions-api.ts';
import { LayerSwitcher } from './LayerSwitcher.tsx';
import { PeopleList } from './PeopleList.tsx';
import type { BaseLayer } from './map-styles.ts';
import { PositionMap } from './PositionMap.tsx';
import { useLivePositions } from './use-live-positions.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/**
 * 'Posicion Personal', the supervisors' live map: the map at 90 % of the viewport height,
 * 'Actualizar' at the top right, the 'Calles' / 'Satélite' switcher. Loaded lazily with
 * everything map-related (MapLibre, react-map-gl, the socket client).
 */
export default function PositionPage() {
  const [config, setConfig] = useState<MapConfigResponse | null>(null);
  const [configFailed, setConfigFailed] = useState(false);
  const [layer, setLayer] = useState<BaseLayer>('street');
  const { group, refresh } = useLivePositions();
  const [focus, setFocus] = useState<{ lat: number; lng: number } | null>(null);

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
    <Flex direction={{ base: 'column', lg: 'row' }} gap="3" align="stretch">
      <Box
        flex="1"
        minW="0"
        position="relative"
        h="90vh"
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        role="region"
        aria-label={POSITIONS_MSG.map.mapRegion}
        data-testid="position-map"
        data-layer={layer}
        data-generation={group.generation}
      >
        {config ? (
          <PositionMap config={config} layer={layer} group={group} focus={focus} />
        ) : (
          <Center h="full">
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
          <LayerSwitcher value={layer} onChange={setLayer} />
          <Text textStyle="xs" bg="bg/90" px="2" py="0.5" borderRadius="sm" boxShadow="sm" data-testid="position-count">
            {POSITIONS_MSG.map.count(group.markers.length)}
          </Text>
        </Stack>
      </Box>
      <PeopleList markers={group.markers} onChoose={(marker) => setFocus({ lat: marker.lat, lng: marker.lng })} />
    </Flex>
  );
}
