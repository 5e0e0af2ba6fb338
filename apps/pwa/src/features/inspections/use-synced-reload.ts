import { useEffect } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { onSyncOutcome } from '../../sync/events.ts';
import { MSG } from '@reclamos/shared-types/messages';

/** A burst of deliveries (a day's inspections sent when coverage returns) settles first. */
const SETTLE_MS = 600;

/**
 * When the engine delivers inspections or edits: one 'Creado correctamente' / 'Modificado
 * correctamente' and one reload of the day per burst, not one per item; a refusal shows the
 * server's message at once.
 */
export function useSyncedReload(reload: () => void): void {
  useEffect(() => {
    let created = 0;
    let updated = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      if (created > 0) notifySuccess(MSG.notices.created);
      if (updated > 0) notifySuccess(MSG.notices.updated);
      created = 0;
      updated = 0;
      reload();
    };
    const stop = onSyncOutcome((event) => {
      if (event.kind !== 'inspection.create' && event.kind !== 'inspection.update') return;
      if (event.outcome === 'rejected') notifyError(event.message ?? MSG.http.internal, 8000);
      if (event.outcome !== 'synced') return;
      if (event.kind === 'inspection.create') created += 1;
      else updated += 1;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, SETTLE_MS);
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [reload]);
}
