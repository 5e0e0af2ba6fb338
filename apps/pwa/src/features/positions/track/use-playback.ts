import { useEffect, useMemo, useState } from 'react';
import type { TrackPoint } from '@reclamos/shared-types/positions/track-schemas';

/** How often the playback advances, in real milliseconds. */
const FRAME_MS = 100;

/** The last point at or before `clock` (points in time order). */
function pointAt(times: readonly number[], clock: number): number {
  let low = 0;
  let high = times.length - 1;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if ((times[mid] ?? Infinity) <= clock) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * The slider's point and its playback: a clock running at speed × real time along the day (a stop
 * lasts and a gap passes in proportion), stopping at the last point. The slider moves the clock.
 */
export function usePlayback(points: readonly TrackPoint[]) {
  const times = useMemo(() => points.map((p) => Date.parse(p.fecha)), [points]);
  const [clock, setClock] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(10);
  // A new day starts at its first point, stopped (state adjusted while rendering, not in an effect).
  const [shown, setShown] = useState(times);
  if (shown !== times) {
    setShown(times);
    setClock(times[0] ?? 0);
    setPlaying(false);
  }

  useEffect(() => {
    if (!playing) return;
    const end = times.at(-1) ?? 0;
    const timer = setInterval(() => {
      setClock((now) => {
        const next = Math.min(now + FRAME_MS * speed, end);
        if (next >= end) setPlaying(false);
        return next;
      });
    }, FRAME_MS);
    return () => clearInterval(timer);
  }, [playing, speed, times]);

  const index = times.length ? pointAt(times, clock) : 0;
  const seek = (at: number) => setClock(times[at] ?? 0);
  const play = () => {
    if (clock >= (times.at(-1) ?? 0)) setClock(times[0] ?? 0);
    setPlaying(true);
  };
  return { index, clock, seek, playing, play, pause: () => setPlaying(false), speed, setSpeed };
}
