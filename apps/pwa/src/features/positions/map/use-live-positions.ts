import { useCallback, useEffect, useRef, useState } from 'react';
import { acquirePositionsSocket, releasePositionsSocket } from '../../../api/positions-socket.ts';
import { fetchPositionList } from '../positions-api.ts';
import { EMPTY_GROUP, applyLiveUpdate, loadList, redraw, type MapPosition, type MarkerGroup } from '../position-rules.ts';

/**
 * Live updates redraw at most this often: with 1,000 devices reporting every 10 s (100 events a
 * second) a redraw per event would keep the main thread busy (docs/benchmarks.md).
 */
const LIVE_REDRAW_MS = 1000;

/**
 * The map's data: the full list on load, on 'Actualizar' and after every socket reconnect (the
 * server keeps no missed events), and live `actualizarConjunto` updates in between. Every change
 * is a redraw of the whole marker group; live updates are applied to the list at once and drawn
 * together, the first at once and then at most once per LIVE_REDRAW_MS.
 */
export function useLivePositions(): { group: MarkerGroup; refresh: () => Promise<void>; live: boolean } {
  const list = useRef<readonly MapPosition[]>([]);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastDrawn = useRef(Number.NEGATIVE_INFINITY);
  const [group, setGroup] = useState<MarkerGroup>(EMPTY_GROUP);
  // Whether live events reach this page: the tab's socket may have connected before the map opened
  // (the SOS feed holds it on every supervisor's screen).
  const [live, setLive] = useState(false);

  const redrawNow = useCallback(() => {
    if (pending.current !== null) clearTimeout(pending.current);
    pending.current = null;
    lastDrawn.current = performance.now();
    setGroup((previous) => redraw(previous, list.current));
  }, []);

  const refresh = useCallback(async () => {
    const loaded = await loadList(fetchPositionList);
    if (loaded === null) return;
    list.current = loaded;
    redrawNow();
  }, [redrawNow]);

  useEffect(() => {
    void refresh();
    const socket = acquirePositionsSocket();
    // The first connect follows the load's own fetch: refetching then would look like a retry of a
    // failed list, which the specification rules out. Every reconnect refetches, as events were missed.
    let connectedBefore = socket.connected;
    // Connected already (the tab's socket is shared): said once this render is done.
    if (socket.connected) void Promise.resolve().then(() => setLive(true));
    const onConnect = () => {
      if (connectedBefore) void refresh();
      connectedBefore = true;
      setLive(true);
    };
    const onDisconnect = () => setLive(false);
    const onUpdate: Parameters<typeof socket.on<'actualizarConjunto'>>[1] = (update) => {
      const next = applyLiveUpdate(list.current, update, Date.now());
      if (next === list.current) return;
      list.current = next;
      if (pending.current !== null) return;
      const wait = Math.max(0, lastDrawn.current + LIVE_REDRAW_MS - performance.now());
      pending.current = setTimeout(redrawNow, wait);
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('actualizarConjunto', onUpdate);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('actualizarConjunto', onUpdate);
      releasePositionsSocket();
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [refresh, redrawNow]);

  return { group, refresh, live };
}
