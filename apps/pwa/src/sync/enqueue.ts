import { db as defaultDb, type ReclamosDatabase } from '../db/database.ts';
import type { OutboxItem, OutboxItemOf, OutboxKind, OutboxPayloads } from '../db/rows.ts';
import { newUuid } from '../lib/uuid.ts';
import type { KindRegistry } from './kind-definition.ts';
import { definitionFor, registeredKinds } from './kind-registry.ts';
import { requestSync } from './trigger.ts';

export interface EnqueueOptions {
  /** The signed-in user whose session must send it; null (the default) for a citizen. */
  userId?: number | null;
  /** A rejected item this one corrects: it is removed in the same transaction. */
  replaces?: string;
  /** An item that must be acknowledged before this one is sent (an update after its create). */
  dependsOn?: string;
  now?: number;
  db?: ReclamosDatabase;
  kinds?: KindRegistry;
}

export class NotRejectedError extends Error {
  constructor(id: string) {
    super(`outbox item ${id} is not a rejected item`);
    this.name = 'NotRejectedError';
  }
}

/**
 * The one write path of every queued write (docs/offline.md): in one transaction, the local row the
 * screen shows (pending) and the outbox item, with a new UUID that is also its Idempotency-Key.
 * Then the engine is woken to send it at once when there is coverage. Returns the UUID.
 */
export async function enqueue<K extends OutboxKind>(
  kind: K,
  payload: OutboxPayloads[K],
  blobs: Record<string, Blob>,
  options: EnqueueOptions = {},
): Promise<string> {
  const db = options.db ?? defaultDb;
  const kinds = options.kinds ?? registeredKinds();
  const now = options.now ?? Date.now();
  const item = {
    id: newUuid(),
    kind,
    payload,
    blobs,
    userId: options.userId ?? null,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    status: 'pending',
    dependsOn: options.dependsOn ?? null,
    rejectedTokenHash: null,
  } as OutboxItemOf<K>;
  const definition = definitionFor<K>(kinds, item);

  const tables = options.replaces ? allKindTables(db, kinds) : definition.tables(db);
  await db.transaction('rw', [db.outbox, ...tables], async () => {
    if (options.replaces) await removeRejected(db, kinds, options.replaces);
    // OutboxItemOf<K> is one member of the OutboxItem union; TypeScript cannot narrow a generic K.
    await db.outbox.add(item as unknown as OutboxItem);
    await definition.onEnqueued(db, item);
  });
  requestSync();
  return item.id;
}

/** Drops a rejected item and its local row (the person chose to discard it). */
export async function discardRejected(id: string, options: { db?: ReclamosDatabase; kinds?: KindRegistry } = {}) {
  const db = options.db ?? defaultDb;
  const kinds = options.kinds ?? registeredKinds();
  await db.transaction('rw', [db.outbox, ...allKindTables(db, kinds)], () => removeRejected(db, kinds, id));
}

function allKindTables(db: ReclamosDatabase, kinds: KindRegistry) {
  return Object.values(kinds).flatMap((definition) => definition.tables(db));
}

async function removeRejected(db: ReclamosDatabase, kinds: KindRegistry, id: string): Promise<void> {
  const old = await db.outbox.get(id);
  // Only what the server refused may leave the device unsent, and only by a person's choice.
  if (old?.status !== 'rejected') throw new NotRejectedError(id);
  await db.outbox.delete(id);
  await definitionFor(kinds, old).onDiscarded(db, old);
}
