import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../db/database.ts';
import type { OutboxItem } from '../../db/rows.ts';

export interface OutboxSummary {
  /** Citizen complaints queued on this phone (any user's session sends none of them). */
  complaints: number;
  /** This user's queued inspections (creates and edits). */
  inspections: number;
  /** Of those, refused by the server and waiting for a person. */
  rejected: number;
}

/** Counts what waits on this phone for `userId` (docs/offline.md, "Visibility on screen"). */
export function summarize(items: readonly Pick<OutboxItem, 'kind' | 'status' | 'userId'>[], userId: number): OutboxSummary {
  const summary: OutboxSummary = { complaints: 0, inspections: 0, rejected: 0 };
  for (const item of items) {
    if (item.userId !== null && item.userId !== userId) continue;
    if (item.kind === 'complaint.create') summary.complaints += 1;
    else summary.inspections += 1;
    if (item.status === 'rejected') summary.rejected += 1;
  }
  return summary;
}

export function useOutboxSummary(userId: number): OutboxSummary | undefined {
  return useLiveQuery(async () => summarize(await db.outbox.toArray(), userId), [userId]);
}
