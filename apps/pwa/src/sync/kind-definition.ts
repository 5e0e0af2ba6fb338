import type { Table } from 'dexie';
import type { SendResult } from '../api/outbox-http.ts';
import type { ReclamosDatabase } from '../db/database.ts';
import type { OutboxEndpoints, OutboxItemOf, OutboxKind } from '../db/rows.ts';
import type { EndpointAnswer } from '@reclamos/shared-types/endpoints';
import type { EndpointName } from '@reclamos/shared-types/endpoint-routes';

/** What the server answers a kind's write on success: its endpoint's answer as the contract types it. */
export type QueuedAnswer<K extends OutboxKind> = K extends keyof OutboxEndpoints
  ? OutboxEndpoints[K] extends EndpointName
    ? EndpointAnswer<OutboxEndpoints[K]>
    : never
  : never;

/**
 * What the outbox needs to know about one kind of queued write: which local tables change with
 * it, how each step shows on the device, and how to send it. Every hook runs inside the
 * transaction that also changes the outbox item, so the screen never disagrees with the queue.
 */
export interface KindDefinition<K extends OutboxKind> {
  /**
   * Sent before every other queued write, and a pass in progress turns to it right after the item
   * it is sending: an SOS never waits behind queued photos on a slow link.
   */
  urgent?: true;
  /** The tables the hooks write besides the outbox (they join its transaction). */
  tables: (db: ReclamosDatabase) => Table[];
  /** Writes the local row the screen shows, marked pending. */
  onEnqueued: (db: ReclamosDatabase, item: OutboxItemOf<K>) => Promise<void>;
  /** The server acknowledged it: a 2xx whose answer `body` names the item (docs/offline.md). */
  onSynced: (db: ReclamosDatabase, item: OutboxItemOf<K>, body: QueuedAnswer<K>, now: number) => Promise<void>;
  /** The server refused it; the person decides (correct and resend, or discard). */
  onRejected: (db: ReclamosDatabase, item: OutboxItemOf<K>, message: string) => Promise<void>;
  /** The person discarded it (or replaced it with a corrected one). */
  onDiscarded: (db: ReclamosDatabase, item: OutboxItemOf<K>) => Promise<void>;
  /** One attempt; `token` is the item's user's session, null for items with no user. */
  send: (item: OutboxItemOf<K>, auth: { token: string | null }) => Promise<SendResult<QueuedAnswer<K>>>;
}

export type KindRegistry = { [K in OutboxKind]: KindDefinition<K> };
