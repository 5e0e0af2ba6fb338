import { useCallback, useEffect, useState } from 'react';
import type { ReportFechaBody } from '@reclamos/shared-types/schemas/complaints';
import { errorMessage } from '../../lib/api-error.ts';
import { notifyError } from '../../lib/notify.ts';
import { listComplaints } from './reports-api.ts';
import { toReportRows, type ReportRow } from './report-rows.ts';

export interface ReportResult {
  /** The range these rows belong to (null before the first answer). */
  range: ReportFechaBody | null;
  rows: ReportRow[];
  /** The server's Spanish message when the last search failed. */
  error: string | null;
}

const EMPTY: ReportResult = { range: null, rows: [], error: null };

/**
 * The complaints of the last searched range. `search` starts a new request (a newer one
 * cancels an older one still running); the first search runs at once with `initial`.
 */
export function useReport(initial: ReportFechaBody) {
  const [query, setQuery] = useState({ range: initial, seq: 0 });
  const [result, setResult] = useState<ReportResult>(EMPTY);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    const { range } = query;
    listComplaints(range, controller.signal)
      .then((list) => setResult({ range, rows: toReportRows(list), error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error);
        setResult({ range, rows: [], error: errorMessage(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query]);

  const search = useCallback((range: ReportFechaBody) => {
    setLoading(true);
    setQuery((previous) => ({ range, seq: previous.seq + 1 }));
  }, []);

  return { result, loading, search };
}
