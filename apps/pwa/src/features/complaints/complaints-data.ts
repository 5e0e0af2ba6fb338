import { useLiveQuery } from 'dexie-react-hooks';
import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { db } from '../../db/database.ts';
import type { ComplaintPayload, LocalComplaint, MyIdentity } from './local-rows.ts';
import { discardRejected, enqueue } from '../../sync/enqueue.ts';
import { fetchDelitos } from './complaints-api.ts';

/**
 * The complaints feature's reads and writes of the device database; its components call these
 * and never touch a table. Queued writes go through sync/enqueue only.
 */

/** The cached infraction catalogue (empty until it was fetched once). */
export function useDelitos(): DelitoList | undefined {
  return useLiveQuery(async () => {
    const row = await db.lookups.get('delito');
    return row?.key === 'delito' ? row.value : [];
  });
}

/** Fetches the catalogue and caches it for offline use; offline, the cached one stays. */
export async function refreshDelitos(signal?: AbortSignal): Promise<void> {
  const list = await fetchDelitos(signal);
  await db.lookups.put({ key: 'delito', value: list, fetchedAt: Date.now() });
}

export function findMyIdentity(cedula: string): Promise<MyIdentity | undefined> {
  return db.myIdentity.get(cedula);
}

export interface ComplaintRow extends LocalComplaint {
  /** True while its outbox item is on the wire. */
  sending: boolean;
}

export interface MyComplaints {
  rows: ComplaintRow[];
  waiting: number;
  lastSentAt: number | null;
}

const RECENT_SENT = 5;

/** Pending and rejected complaints of this phone, plus the last few sent, newest first. */
export function useMyComplaints(): MyComplaints | undefined {
  return useLiveQuery(async () => {
    const [all, sendingIds] = await Promise.all([
      db.complaints.orderBy('createdAt').reverse().toArray(),
      db.outbox.where('status').equals('sending').primaryKeys(),
    ]);
    const sending = new Set(sendingIds);
    const unsent = all.filter((row) => row.status !== 'synced');
    const sent = all.filter((row) => row.status === 'synced');
    const rows = [...unsent, ...sent.slice(0, RECENT_SENT)]
      .sort((a, b) => b.createdAt - a.createdAt)
      .map((row) => ({ ...row, sending: sending.has(row.uuid) }));
    const lastSentAt = sent.length > 0 ? Math.max(...sent.map((row) => row.sentAt ?? 0)) : null;
    return { rows, waiting: all.filter((row) => row.status === 'pending').length, lastSentAt };
  });
}

/** One complaint of this phone as the form's receipt shows it; undefined once discarded. */
export async function findComplaint(uuid: string): Promise<ComplaintRow | undefined> {
  const [row, sendingIds] = await Promise.all([db.complaints.get(uuid), db.outbox.where('status').equals('sending').primaryKeys()]);
  return row && { ...row, sending: sendingIds.includes(uuid) };
}

/** The complaint, live: `initial` until the first read, then every change (delivered, refused, discarded). */
export function useComplaint(uuid: string, initial: ComplaintRow | undefined): ComplaintRow | undefined {
  return useLiveQuery(() => findComplaint(uuid), [uuid], initial);
}

/** Queues a complaint (and its photo); `replaces` names a rejected one it corrects. */
export function submitComplaint(payload: ComplaintPayload, photo: Blob, replaces: string | null): Promise<string> {
  return enqueue('complaint.create', payload, { imagen: photo }, replaces ? { replaces } : {});
}

export function discardComplaint(uuid: string): Promise<void> {
  return discardRejected(uuid);
}

/** A rejected complaint's fields and photo, to put back in the form. */
export async function loadForCorrection(uuid: string): Promise<{ payload: ComplaintPayload; photo: Blob | null } | null> {
  const item = await db.outbox.get(uuid);
  if (item?.kind !== 'complaint.create' || item.status !== 'rejected') return null;
  return { payload: item.payload, photo: item.blobs.imagen ?? null };
}
