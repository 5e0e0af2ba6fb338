import { useState } from 'react';
import type { ComplaintPayload } from './local-rows.ts';
import { notifyError } from '../../lib/notify.ts';
import { waitForOutcome } from '../../sync/events.ts';
import { StoreNotLoadedError, submitComplaint } from './complaints-data.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** How long the form waits for the first attempt before saying "kept, sent later". */
const FIRST_ATTEMPT_WAIT_MS = 15_000;

/** A complaint that left the form: delivered, or kept on the phone (`kept` says why). */
export interface SentComplaint {
  uuid: string;
  /** null when delivered; 'offline' when there was no coverage; 'later' when no answer came in time. */
  kept: 'offline' | 'later' | null;
}

interface SubmitCallbacks {
  /** Sent or kept on the phone: the page shows its receipt and clears the form. */
  onDone: (sent: SentComplaint) => void | Promise<void>;
  /** Refused at once: the form stays filled, now correcting the queued item `uuid`. */
  onRejected: (uuid: string) => void;
}

/**
 * Submit = enqueue (the complaint is safe on the phone from then on), then wait briefly for the
 * engine's first attempt: acknowledged → its receipt with the code, cleared (useSyncNotices also
 * says 'Registado reclamo'); no coverage or no answer yet → its receipt says it is kept on this
 * phone, cleared; refused → kept filled.
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
      const kept = outcome?.outcome === 'synced' ? null : navigator.onLine ? 'later' : 'offline';
      await onDone({ uuid, kept });
    } catch (error) {
      // Nothing was queued, and the form keeps what was typed: either the database's code never
      // arrived (coverage lost within a first visit's first seconds) or the device storage failed
      // (full, or private mode).
      console.error('could not queue the complaint', error);
      notifyError(error instanceof StoreNotLoadedError ? COMPLAINTS_MSG.form.notLoaded : COMPLAINTS_MSG.form.storageFailed);
    } finally {
      setSending(false);
    }
  }

  return { sending, submit };
}
