import { useCallback, useEffect, useState } from 'react';
import { notifyError } from '../../lib/notify.ts';
import { isUnreachable, refreshDay, refreshLists } from './inspections-data.ts';

/**
 * Reads the chosen day (and the suggestion lists) from the server into the phone; the table
 * itself reads the phone (useDayInspections), so without coverage it shows what was kept.
 * `reload` reads again (after a create or an edit was acknowledged, or 'Buscar').
 */
export function useInspectionDay(initialDay: string) {
  const [query, setQuery] = useState({ day: initialDay, seq: 0 });
  const [loading, setLoading] = useState(true);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    void refreshLists(signal).catch(() => {
      // The kept lists stay; a failure here is not worth a notice.
    });
    refreshDay(query.day, signal)
      .then(() => setOffline(false))
      .catch((error: unknown) => {
        if (signal.aborted) return;
        if (isUnreachable(error)) setOffline(true);
        else notifyError(error);
      })
      .finally(() => {
        if (!signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query]);

  const search = useCallback((day: string) => {
    setLoading(true);
    setQuery((previous) => ({ day, seq: previous.seq + 1 }));
  }, []);
  const reload = useCallback(() => setQuery((previous) => ({ ...previous, seq: previous.seq + 1 })), []);

  return { day: query.day, loading, offline, search, reload };
}
