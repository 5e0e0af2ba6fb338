import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { notifyError } from '../../lib/notify.ts';

export interface Loaded<T> {
  /** The last answer (kept while the next one loads, so the table does not blink). */
  data: T | undefined;
  loading: boolean;
  /** The server's Spanish message when the last load failed. */
  error: string | null;
  reload: () => void;
}

interface Settled<T> {
  /** Which load this is the outcome of (`key` and the reload count). */
  of: string;
  data: T | undefined;
  error: string | null;
}

/**
 * What a screen shows from one read: loads again when `key` changes (another search, another
 * page) or on `reload()` (after a change); a newer load cancels an older one still running.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Loaded<T> {
  const [version, setVersion] = useState(0);
  const current = `${version}|${key}`;
  const [settled, setSettled] = useState<Settled<T>>({ of: '', data: undefined, error: null });
  const run = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal)
      .then((data) => setSettled({ of: current, data, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error);
        setSettled((previous) => ({ of: current, data: previous.data, error: errorMessage(error) }));
      });
    return () => controller.abort();
  }, [current]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data: settled.data, error: settled.error, loading: settled.of !== current, reload };
}
