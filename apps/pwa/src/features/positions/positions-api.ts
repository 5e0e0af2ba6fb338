import type { MapConfigResponse } from '@reclamos/shared-types/positions/schemas';
import type { NearbyList, NearbyQuery, Track, TrackPeople } from '@reclamos/shared-types/positions/track-schemas';
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

/** GET posiciones/personas: whom a supervisor may pick for a day track. */
export function fetchTrackPeople(): Promise<TrackPeople> {
  return call('personasRecorrido');
}

/** GET posiciones/recorrido: one person's Oruro day (the server records the look). */
export function fetchTrack(usuario: number, dia: string): Promise<Track> {
  return call('recorrido', { query: { usuario, dia } });
}

/** GET posiciones/cerca: who was within `radio` metres of a point in a window. */
export function fetchNearby(query: NearbyQuery): Promise<NearbyList> {
  return call('cerca', { query });
}
