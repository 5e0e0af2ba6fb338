import { useEffect } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { onSyncOutcome } from '../../sync/events.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * While the form is open, every complaint the engine delivers shows the spec's green
 * 'Registado reclamo' (also those sent later by themselves), and every refusal the server's
 * message in red, as the specification asks.
 */
export function useSyncNotices(): void {
  useEffect(
    () =>
      onSyncOutcome((event) => {
        if (event.kind !== 'complaint.create') return;
        if (event.outcome === 'synced') notifySuccess(COMPLAINTS_MSG.server.registered);
        if (event.outcome === 'rejected') notifyError(event.message ?? MSG.http.internal, 8000);
      }),
    [],
  );
}
