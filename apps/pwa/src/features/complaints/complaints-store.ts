import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { db } from '../../db/database.ts';
import type { ComplaintPayload, LocalComplaint, MyIdentity } from './local-rows.ts';
import { discardRejected, enqueue } from '../../sync/enqueue.ts';

/**
 * The complaints feature's reads and writes of the device database. Only complaints-data.ts
 * imports it, and only lazily: this module brings Dexie and the outbox's writer, which the form
 * needs once it is usable, not to hydrate. Queued writes go through sync/enqueue only.
 */

export async function readDelitos(): Promise<DelitoList> {
  const row = await db.lookups.get('delito');
  return row?.key === 'delito' ? row.value : [];
}

export async function cacheDelitos(list: DelitoList): Promise<void> {
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

export async function readMyComplaints(): Promise<MyComplaints> {
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
}

export async function findComplaint(uuid: string): Promise<ComplaintRow | undefined> {
  const [row, sendingIds] = await Promise.all([db.complaints.get(uuid), db.outbox.where('status').equals('sending').primaryKeys()]);
  return row && { ...row, sending: sendingIds.includes(uuid) };
}

export function submitComplaint(payload: ComplaintPayload, photo: Blob, replaces: string | null): Promise<string> {
  return enqueue('complaint.create', payload, { imagen: photo }, replaces ? { replaces } : {});
}

export function discardComplaint(uuid: string): Promise<void> {
  return discardRejected(uuid);
}

export async function loadForCorrection(uuid: string): Promise<{ payload: ComplaintPayload; photo: Blob | null } | null> {
  const item = await db.outbox.get(uuid);
  if (item?.kind !== 'complaint.create' || item.status !== 'rejected') return null;
  return { payload: item.payload, photo: item.blobs.imagen ?? null };
}
