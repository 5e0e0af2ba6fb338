import { useCallback, useEffect, useRef, useState } from 'react';
import { acquirePositionsSocket, releasePositionsSocket } from '../../../api/positions-socket.ts';
import { fetchPositionList } from '../positions-api.ts';
import { EMPTY_GROUP, applyLiveUpdate, loadList, redraw, type MapPosition, type MarkerGroup } from '../position-rules.ts';

/**
 * The map's data: the full list on load, on 'Actualizar' and after every socket (re)connect (the
 * server keeps no missed events), and live `actualizarConjunto` updates in between. Every change
 * is a redraw of the whole marker group; a burst of live updates is drawn once per frame.
 */
export function useLivePositions(): { group: MarkerGroup; refresh: () => Promise<void> } {
  const list = useRef<readonly MapPosition[]>([]);
  const frame = useRef<number | null>(null);
  const [group, setGroup] = useState<MarkerGroup>(EMPTY_GROUP);

  const redrawNow = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
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
    const onConnect = () => void refresh();
    const onUpdate: Parameters<typeof socket.on<'actualizarConjunto'>>[1] = (update) => {
      const next = applyLiveUpdate(list.current, update, Date.now());
      if (next === list.current) return;
      list.current = next;
      frame.current ??= requestAnimationFrame(redrawNow);
    };
    socket.on('connect', onConnect);
    socket.on('actualizarConjunto', onUpdate);
    return () => {
      socket.off('connect', onConnect);
      socket.off('actualizarConjunto', onUpdate);
      releasePositionsSocket();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    };
  }, [refresh, redrawNow]);

  return { group, refresh };
}
