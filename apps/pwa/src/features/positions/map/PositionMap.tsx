import { useEffect, useMemo, useRef, useState } from 'react';
import Map, { NavigationControl } from 'react-map-gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import type { MarkerGroup } from '../position-rules.ts';
import { MarkerLayer } from './marker-layer.ts';
import { MAP_VIEW, baseStyles, type BaseLayer } from './map-styles.ts';
import { maplibregl } from './maplibre.ts';
import iconUrl from './marker-icon.svg?url';
import './positions-map.css';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/** Labels say "visto hace N min": this often they move on. */
const AGE_TICK_MS = 30_000;

interface PositionMapProps {
  config: MapConfigResponse;
  layer: BaseLayer;
  group: MarkerGroup;
  /** A person chosen in the list beside the map: the map centres on them (a new object each click). */
  focus: { lat: number; lng: number } | null;
}

/** The MapLibre map (through react-map-gl) with the current marker group drawn on it. */
export function PositionMap({ config, layer, group, focus }: PositionMapProps) {
  const styles = useMemo(() => baseStyles(config), [config]);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const markers = useRef<MarkerLayer | null>(null);

  useEffect(() => {
    if (!map) return;
    const created = new MarkerLayer(map, maplibregl, iconUrl);
    markers.current = created;
    const tick = setInterval(() => created.refreshAges(Date.now()), AGE_TICK_MS);
    return () => {
      clearInterval(tick);
      created.dispose();
      markers.current = null;
    };
  }, [map]);

  useEffect(() => {
    markers.current?.draw(group, Date.now());
  }, [group, map]);

  useEffect(() => {
    if (map && focus) map.easeTo({ center: [focus.lng, focus.lat], zoom: Math.max(map.getZoom(), MAP_VIEW.zoom + 2) });
  }, [focus, map]);

  return (
    <Map
      mapLib={maplibregl}
      // Spanish names for MapLibre's controls and canvas ('Acercar', 'Mapa'), not 'Zoom in', 'Map'.
      locale={POSITIONS_MSG.mapLocale}
      initialViewState={{ latitude: MAP_VIEW.latitude, longitude: MAP_VIEW.longitude, zoom: MAP_VIEW.zoom }}
      maxZoom={MAP_VIEW.maxZoom}
      mapStyle={styles[layer]}
      // Laid over its region rather than sized from it: the region's height comes from the page's
      // flex layout, which a percentage height does not always resolve against.
      style={{ position: 'absolute', inset: 0 }}
      onLoad={(event) => setMap(event.target)}
    >
      <NavigationControl position="top-left" showCompass={false} />
    </Map>
  );
}
