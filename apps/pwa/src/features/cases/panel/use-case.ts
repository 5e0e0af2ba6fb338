import { useCallback, useEffect, useState } from 'react';
import type { ComplaintDetail } from '@reclamos/shared-types/cases/schemas';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { fetchCase } from '../report/reports-api.ts';

type Loaded = { id: number; detail: ComplaintDetail | null; error: string | null };

/**
 * One complaint's case for the side panel: loaded on open, replaced by the answer of every
 * change (each change answers the whole case), and handed to `onChanged` so the table's row follows.
 */
export function useCase(id: number, onChanged: (detail: ComplaintDetail) => void) {
  const [loaded, setLoaded] = useState<Loaded>({ id, detail: null, error: null });
  const [busy, setBusy] = useState(false);
  const current = loaded.id === id ? loaded : { id, detail: null, error: null };

  useEffect(() => {
    const controller = new AbortController();
    fetchCase(id, controller.signal)
      .then((detail) => setLoaded({ id, detail, error: null }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ id, detail: null, error: errorMessage(error) });
      });
    return () => controller.abort();
  }, [id]);

  /** Runs one change; true when the server took it. */
  const run = useCallback(
    async (change: () => Promise<ComplaintDetail>, success: string): Promise<boolean> => {
      setBusy(true);
      try {
        const detail = await change();
        setLoaded({ id: detail.id, detail, error: null });
        onChanged(detail);
        notifySuccess(success);
        return true;
      } catch (error) {
        notifyError(error, 8000);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  return { detail: current.detail, error: current.error, busy, run };
}
