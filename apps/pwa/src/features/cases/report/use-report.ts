import { useCallback, useEffect, useState } from 'react';
import type { ComplaintDetail } from '@reclamos/shared-types/cases/schemas';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifyError } from '../../../lib/notify.ts';
import { listComplaints } from './reports-api.ts';
import { toRequest, type ReportQuery } from './report-query.ts';
import { toReportRows, type ReportRow } from './report-rows.ts';

export interface ReportResult {
  /** The search these rows belong to (null before the first answer). */
  query: ReportQuery | null;
  rows: ReportRow[];
  /** The server's Spanish message when the last search failed. */
  error: string | null;
}

const EMPTY: ReportResult = { query: null, rows: [], error: null };

/**
 * The complaints of the current search. A new `query` or `reload()` starts a new request (a
 * newer one cancels an older one still running). `patch` puts a case's new state, assignee and
 * reason into its row without asking for the whole list again.
 */
export function useReport(query: ReportQuery, searchSeq: number) {
  const [result, setResult] = useState<ReportResult>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const [started, setStarted] = useState({ query, searchSeq, reloads });
  if (started.query !== query || started.searchSeq !== searchSeq || started.reloads !== reloads) {
    setStarted({ query, searchSeq, reloads });
    setLoading(true);
  }

  useEffect(() => {
    const controller = new AbortController();
    listComplaints(toRequest(query), controller.signal)
      .then((list) => setResult({ query, rows: toReportRows(list), error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        notifyError(error);
        setResult({ query, rows: [], error: errorMessage(error) });
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query, searchSeq, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const patch = useCallback((detail: ComplaintDetail) => {
    setResult((current) => ({
      ...current,
      rows: current.rows.map((row) =>
        row.id === detail.id
          ? toReportRows([
              {
                ...row,
                estado: detail.estado,
                asignado: detail.asignado,
                vencido: detail.vencido,
                estancado: detail.estancado,
                motivo: detail.motivo,
                codigo: detail.codigo,
              },
            ])[0]!
          : row,
      ),
    }));
  }, []);

  /** The photo's black boxes were saved: its row loses the "sin revisar" mark. */
  const photoReviewed = useCallback((id: number) => {
    setResult((current) => ({ ...current, rows: current.rows.map((row) => (row.id === id ? { ...row, fotoRevisada: true } : row)) }));
  }, []);

  return { result, loading, reload, patch, photoReviewed };
}
