import type { StyleSpecification } from 'maplibre-gl';
import type { MapConfigResponse, TileSource } from '@reclamos/shared-types/positions/schemas';

export type BaseLayer = 'street' | 'satellite';

/**
 * The spec's zoom levels (14, at most 18) are those of the original's Leaflet map,
 * whose world is 256 px wide at zoom 0. MapLibre's world is 512 px at zoom 0, so its zoom z
 * shows what Leaflet shows at z + 1 (and loads the same 256-px tiles of level z + 1).
 */
const LEAFLET_TO_MAPLIBRE_ZOOM = -1;

/** The spec's fixed view: Oruro's centre, zoom 14, at most 18 (Leaflet's scale). */
export const MAP_VIEW = {
  latitude: -17.968851,
  longitude: -67.112892,
  zoom: 14 + LEAFLET_TO_MAPLIBRE_ZOOM,
  maxZoom: 18 + LEAFLET_TO_MAPLIBRE_ZOOM,
} as const;

/** A one-layer raster style for a configured tile source (no glyphs or sprites needed). */
function rasterStyle(id: BaseLayer, source: TileSource): StyleSpecification {
  return {
    version: 8,
    sources: {
      [id]: {
        type: 'raster',
        tiles: [source.url],
        tileSize: 256,
        maxzoom: source.maxZoom,
        attribution: source.attribution,
      },
    },
    layers: [{ id, type: 'raster', source: id }],
  };
}

export function baseStyles(config: MapConfigResponse): Record<BaseLayer, StyleSpecification> {
  return { street: rasterStyle('street', config.street), satellite: rasterStyle('satellite', config.satellite) };
}
