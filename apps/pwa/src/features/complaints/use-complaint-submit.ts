import { useState } from 'react';
import type { ComplaintPayload } from './local-rows.ts';
import { notifyError, notifyInfo } from '../../lib/notify.ts';
import { waitForOutcome } from '../../sync/events.ts';
import { submitComplaint } from './complaints-data.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** How long the form waits for the first attempt before saying "kept, sent later". */
const FIRST_ATTEMPT_WAIT_MS = 15_000;

interface SubmitCallbacks {
  /** Sent or kept on the phone: the form is cleared. */
  onDone: () => void;
  /** Refused at once: the form stays filled, now correcting the queued item `uuid`. */
  onRejected: (uuid: string) => void;
}

/**
 * Submit = enqueue (the complaint is safe on the phone from then on), then wait briefly for the
 * engine's first attempt: acknowledged → cleared (useSyncNotices says 'Registado reclamo');
 * no coverage or no answer yet → the "kept on this phone" notice, cleared; refused → kept filled.
 */
export function useComplaintSubmit({ onDone, onRejected }: SubmitCallbacks) {
  const [sending, setSending] = useState(false);

  async function submit(payload: ComplaintPayload, photo: Blob, replaces: string | null): Promise<void> {
    setSending(true);
    try {
      const uuid = await submitComplaint(payload, photo, replaces);
      const outcome = navigator.onLine ? await waitForOutcome(uuid, FIRST_ATTEMPT_WAIT_MS) : null;
      if (outcome?.outcome === 'rejected') {
        onRejected(uuid);
        return;
      }
      if (outcome?.outcome !== 'synced') {
        notifyInfo(navigator.onLine ? COMPLAINTS_MSG.form.keptForLater : COMPLAINTS_MSG.form.keptOffline);
      }
      onDone();
    } catch (error) {
      // Only the device storage can fail here (full, or private mode): nothing was queued.
      console.error('could not queue the complaint', error);
      notifyError(COMPLAINTS_MSG.form.storageFailed);
    } finally {
      setSending(false);
    }
  }

  return { sending, submit };
}
