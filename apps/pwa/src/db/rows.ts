/**
 * The shapes of the rows every feature shares on the device: the outbox items and the cached
 * reference lists. Each feature adds its own kinds, lists and tables by declaration merging in its
 * `local-rows.ts` (features/complaints, features/inspections), so db/ and sync/ know no feature.
 * Adding a field is fine; renaming or dropping one needs a new schema version with an
 * `.upgrade()` and its test (app/database-upgrades.test.ts).
 */

/** Each kind of queued write and its payload; features add their kinds here. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OutboxPayloads {}
export type OutboxKind = keyof OutboxPayloads;

/** The contract's endpoint each kind is sent to, which types its answer; features add theirs here too. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface OutboxEndpoints {}

/** pending: waits its turn; sending: on the wire (a crash leaves it so; it is sent again);
 * needs-auth: its user's session ended; rejected: the server refused it, a person decides. */
export type OutboxStatus = 'pending' | 'sending' | 'needs-auth' | 'rejected';

export interface OutboxItemOf<K extends OutboxKind> {
  /** UUID v4 made on the device: also the Idempotency-Key and the record's public uuid. */
  id: string;
  kind: K;
  payload: OutboxPayloads[K];
  /** Files that travel with it, by form field name (the compressed photo as `imagen`). */
  blobs: Record<string, Blob>;
  /** The user whose session sends it; null for a citizen's complaint (sent with no session). */
  userId: number | null;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  status: OutboxStatus;
  /** The item that must be acknowledged first (an update waits for its create). */
  dependsOn: string | null;
  /** SHA-256 of the token a 401 answered, so only a new sign-in of that user resumes it. */
  rejectedTokenHash: string | null;
}
export type OutboxItem = { [K in OutboxKind]: OutboxItemOf<K> }[OutboxKind];

/** Where a record made on this phone stands with the server. */
export type LocalStatus = 'pending' | 'synced' | 'rejected';

/** Reference lists cached for offline use, each under its own key; features add their lists. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface LookupValues {}
export type LookupKey = keyof LookupValues;
export type LookupRow = { [K in LookupKey]: { key: K; value: LookupValues[K]; fetchedAt: number } }[LookupKey];
