import { useEffect, useMemo, useState } from 'react';
import Map, { Layer, Marker, NavigationControl, Source } from 'react-map-gl/maplibre';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import type { Track } from '@reclamos/shared-types/positions/track-schemas';
import { MAP_VIEW, baseStyles } from '../map/map-styles.ts';
import { maplibregl } from '../map/maplibre.ts';
import '../map/positions-map.css';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

interface TrackMapProps {
  config: MapConfigResponse;
  track: Track | null;
  /** Index of the point the slider shows. */
  current: number;
  /** The point chosen for "who was near", drawn as a ring. */
  picked: { lat: number; lng: number } | null;
  onPick: (point: { lat: number; lng: number }) => void;
}

/** The day's path (blue line in time order), its stops (orange dots), the slider's point and the picked point. */
export function TrackMap({ config, track, current, picked, onPick }: TrackMapProps) {
  const styles = useMemo(() => baseStyles(config), [config]);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const line = useMemo(
    () => ({
      type: 'Feature' as const,
      properties: {},
      geometry: { type: 'LineString' as const, coordinates: (track?.puntos ?? []).map((p) => [p.lng, p.lat]) },
    }),
    [track],
  );
  const stops = useMemo(
    () => ({
      type: 'FeatureCollection' as const,
      features: (track?.paradas ?? []).map((stop) => ({
        type: 'Feature' as const,
        properties: {},
        geometry: { type: 'Point' as const, coordinates: [stop.lng, stop.lat] },
      })),
    }),
    [track],
  );

  useEffect(() => {
    const points = track?.puntos ?? [];
    if (!map || points.length === 0) return;
    const lngs = points.map((p) => p.lng);
    const lats = points.map((p) => p.lat);
    map.fitBounds(
      [
        [Math.min(...lngs), Math.min(...lats)],
        [Math.max(...lngs), Math.max(...lats)],
      ],
      { padding: 40, maxZoom: 17, duration: 0 },
    );
  }, [map, track]);

  const at = track?.puntos[current];
  return (
    <Map
      mapLib={maplibregl}
      locale={POSITIONS_MSG.mapLocale}
      initialViewState={{ latitude: MAP_VIEW.latitude, longitude: MAP_VIEW.longitude, zoom: MAP_VIEW.zoom }}
      maxZoom={MAP_VIEW.maxZoom}
      mapStyle={styles.street}
      style={{ position: 'absolute', inset: 0 }}
      onLoad={(event) => setMap(event.target)}
      onClick={(event) => onPick({ lat: event.lngLat.lat, lng: event.lngLat.lng })}
    >
      <NavigationControl position="top-left" showCompass={false} />
      <Source id="track-line" type="geojson" data={line}>
        <Layer id="track-line" type="line" paint={{ 'line-color': '#1d4ed8', 'line-width': 4, 'line-opacity': 0.8 }} />
      </Source>
      <Source id="track-stops" type="geojson" data={stops}>
        <Layer
          id="track-stops"
          type="circle"
          paint={{ 'circle-radius': 8, 'circle-color': '#ea580c', 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 }}
        />
      </Source>
      {at ? (
        <Marker longitude={at.lng} latitude={at.lat}>
          <div
            data-testid="track-current"
            style={{
              width: 18,
              height: 18,
              borderRadius: 9,
              background: '#dc2626',
              border: '3px solid white',
              boxShadow: '0 0 4px rgba(0,0,0,.5)',
            }}
          />
        </Marker>
      ) : null}
      {picked ? (
        <Marker longitude={picked.lng} latitude={picked.lat}>
          <div
            data-testid="near-point"
            style={{ width: 22, height: 22, borderRadius: 11, border: '4px solid #7c3aed', background: 'rgba(124,58,237,.2)' }}
          />
        </Marker>
      ) : null}
    </Map>
  );
}
