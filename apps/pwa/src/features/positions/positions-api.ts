import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import { call } from '../../api/call.ts';
import type { MapPosition } from './position-rules.ts';

/** GET listPosicion: everyone sharing, as map entries (seen at the server's updated_at). */
export async function fetchPositionList(): Promise<MapPosition[]> {
  const list = await call('listPosicion');
  return list.map((record) => ({
    id: record.id,
    nombre: record.nombre,
    lat: record.lat,
    lng: record.lng,
    seenAt: Date.parse(record.updated_at) || Date.now(),
  }));
}

const MAP_CONFIG_KEY = 'mapConfigReclamo';

/**
 * GET mapConfig: the tile sources. The last answer is kept in localStorage so the map still opens
 * offline on the tiles the service worker cached.
 */
export async function fetchMapConfig(): Promise<MapConfigResponse> {
  try {
    const config = await call('mapConfig', {});
    localStorage.setItem(MAP_CONFIG_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    const kept = localStorage.getItem(MAP_CONFIG_KEY);
    if (kept) return JSON.parse(kept) as MapConfigResponse;
    throw error;
  }
}
