/**
 * The position map's rules of the specification, free of the map and the network so they can
 * be tested alone:
 * - a live update with a null lat or lng is ignored;
 * - lat or lng 0 removes a listed user, and is ignored for one not listed;
 * - non-zero coordinates replace a listed user's entry or add a new one;
 * - each redraw discards the previous marker group and builds a new one, skipping falsy lat/lng;
 * - a failed list load only logs 'Error cargando puntos' (nothing shown, no retry).
 */

/** One entry of the map's list: the spec's record plus when it was last heard of (epoch ms). */
export interface MapPosition {
  id: number;
  nombre: string;
  lat: number | null;
  lng: number | null;
  /** Epoch ms of the last report; a live event counts from when it arrived. */
  seenAt: number;
}

/** A live `actualizarConjunto` payload as it may arrive (the spec allows null coordinates). */
export interface LiveUpdate {
  id: number;
  nombre: string;
  lat: number | null;
  lng: number | null;
}

/** Applies one live update to the list; answers the same array when the update is ignored. */
export function applyLiveUpdate(list: readonly MapPosition[], update: LiveUpdate, receivedAt: number): readonly MapPosition[] {
  // `== null` also catches a missing field.
  if (update.lat == null || update.lng == null) return list;
  const index = list.findIndex((entry) => entry.id === update.id);
  if (update.lat === 0 || update.lng === 0) {
    if (index === -1) return list;
    return list.filter((_, at) => at !== index);
  }
  const entry: MapPosition = { id: update.id, nombre: update.nombre, lat: update.lat, lng: update.lng, seenAt: receivedAt };
  if (index === -1) return [...list, entry];
  return list.map((existing, at) => (at === index ? entry : existing));
}

/** A marker to draw: an entry whose coordinates are both truthy. */
export interface DrawnMarker {
  id: number;
  nombre: string;
  lat: number;
  lng: number;
  seenAt: number;
}

/** The markers on the map; a redraw replaces the whole group with one of a new generation. */
export interface MarkerGroup {
  generation: number;
  markers: readonly DrawnMarker[];
}

export const EMPTY_GROUP: MarkerGroup = { generation: 0, markers: [] };

/**
 * Builds the next marker group from the list alone: nothing of the previous group is kept (its
 * generation only moves on, so the view remounts every marker), and entries with a falsy lat or
 * lng (null, 0, NaN) are skipped.
 */
export function redraw(previous: MarkerGroup, list: readonly MapPosition[]): MarkerGroup {
  const markers: DrawnMarker[] = [];
  for (const entry of list) {
    if (!entry.lat || !entry.lng) continue;
    markers.push({ id: entry.id, nombre: entry.nombre, lat: entry.lat, lng: entry.lng, seenAt: entry.seenAt });
  }
  return { generation: previous.generation + 1, markers };
}

export const LIST_ERROR_LOG = 'Error cargando puntos';

/**
 * Loads the full list; on failure only logs 'Error cargando puntos' and answers null, so the
 * caller keeps what it had and shows nothing (the specification asks for no notice and no retry).
 */
export async function loadList(
  fetchList: () => Promise<readonly MapPosition[]>,
  log: (message: string) => void = (message) => console.error(message),
): Promise<readonly MapPosition[] | null> {
  try {
    return await fetchList();
  } catch {
    log(LIST_ERROR_LOG);
    return null;
  }
}

/** Ten quiet minutes turn a marker grey. */
export const QUIET_AFTER_MS = 10 * 60_000;

export function isQuiet(seenAt: number, now: number): boolean {
  return now - seenAt >= QUIET_AFTER_MS;
}

/** Whole minutes since the last report (never negative when the device's clock runs ahead). */
export function minutesSince(seenAt: number, now: number): number {
  return Math.max(0, Math.floor((now - seenAt) / 60_000));
}
