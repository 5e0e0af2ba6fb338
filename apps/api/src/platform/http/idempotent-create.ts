import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { isUniqueViolation } from '../database/connection.ts';
import { HttpError } from './http-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The Spanish texts of one kind of record (a complaint, an inspection). */
export interface CreateMessages {
  created: string;
  invalidKey: string;
  mismatch: string;
  inFlight: string;
}

/** What `POST formulario` and `POST inspection` answer: 201, and the same again on a replay. */
export interface CreatedAnswer {
  message: string;
  id: number;
  uuid: string;
  fecha: string;
}

interface StoredCreate {
  id: number;
  contentHash: string;
  fecha: number;
  /** The owner column's value, when the record belongs to a caller. */
  owner: number | null;
}

/**
 * The record's uuid from the `Idempotency-Key` header (docs/offline.md, "Idempotency keys"): a
 * UUID, lower-cased; absent, the server makes one (wire compatibility with clients that predate the
 * outbox). Checked before the body is read, so a malformed key costs nothing.
 */
export function idempotencyKey(header: string | undefined, messages: CreateMessages): string {
  const key = header ?? randomUUID();
  if (!UUID.test(key)) throw new HttpError(400, messages.invalidKey);
  return key.toLowerCase();
}

export interface CreateOnce {
  db: Knex;
  /** The table whose `uuid` column (unique) keeps the key, with `content_hash` and `fecha`. */
  table: string;
  uuid: string;
  /** The canonical hash of the request's content (lib/content-hash.ts). */
  contentHash: string;
  /**
   * The hash an earlier version computed for the same content, asked only when a stored key's hash
   * differs: a record stored before the change still answers its resend instead of 422.
   */
  formerContentHash?: () => string;
  messages: CreateMessages;
  /** The record belongs to this caller: another caller's key answers 409 and learns nothing. */
  owner?: { column: string; id: number; takenMessage: string };
  /** Told when a request is answered from the stored key (a replay, or its 422), for the metrics. */
  onReplay?: () => void;
  /** Writes the record (and whatever commits with it) inside the transaction. */
  create: (trx: Knex.Transaction) => Promise<{ id: number; fecha: number }>;
}

/**
 * The idempotent create (docs/offline.md, "Idempotency keys"), for every record a device queues. In
 * one transaction: the key already stored with the same content answers the original result and
 * creates nothing; with other content, 422; not stored, `create` runs and the answer goes out only
 * after the commit. Two requests racing with one key: the unique `uuid` makes the loser look again
 * and answer like a replay, or 409 `idempotency_in_flight` while the winner has not committed yet.
 */
export async function createOnce(options: CreateOnce): Promise<CreatedAnswer> {
  const { db, table, uuid, contentHash, messages, owner } = options;
  const answerFor = (stored: StoredCreate): CreatedAnswer => {
    if (owner && stored.owner !== owner.id) throw new HttpError(409, owner.takenMessage);
    options.onReplay?.();
    if (stored.contentHash !== contentHash && stored.contentHash !== options.formerContentHash?.()) {
      throw new HttpError(422, messages.mismatch);
    }
    return { message: messages.created, id: stored.id, uuid, fecha: new Date(stored.fecha).toISOString() };
  };
  try {
    return await db.transaction(async (trx) => {
      const stored = await findStored(trx, table, uuid, owner?.column);
      if (stored) return answerFor(stored);
      const { id, fecha } = await options.create(trx);
      return { message: messages.created, id, uuid, fecha: new Date(fecha).toISOString() };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const stored = await findStored(db, table, uuid, owner?.column);
    if (!stored) throw new HttpError(409, messages.inFlight, 'idempotency_in_flight');
    return answerFor(stored);
  }
}

async function findStored(db: Knex, table: string, uuid: string, ownerColumn?: string): Promise<StoredCreate | undefined> {
  const columns = ['id', 'content_hash', 'fecha', ...(ownerColumn ? [`${ownerColumn} as owner`] : [])];
  const row = (await db(table).select(columns).where({ uuid }).first()) as
    { id: number; content_hash: string; fecha: number | string; owner?: number } | undefined;
  return row ? { id: row.id, contentHash: row.content_hash, fecha: Number(row.fecha), owner: row.owner ?? null } : undefined;
}
