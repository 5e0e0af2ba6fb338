import type { SosBody } from '@reclamos/shared-types/sos/schemas';

/**
 * This phone's latest SOS, kept in the shared `lookups` store under the key `sosLatest` (no store
 * of its own: one row is all it needs, and no schema version is spent on it). It says what the
 * screen shows: queued in the outbox, acknowledged by the server, or attended by a supervisor.
 */
export interface LocalSos {
  /** The outbox item's id: the alert's Idempotency-Key. */
  uuid: string;
  /** Whose alert it is: another user signed in on this phone does not see it. */
  userId: number;
  body: SosBody;
  /** The server's id once acknowledged. */
  id: number | null;
  status: 'queued' | 'sent' | 'attended' | 'rejected';
  atendida: { nombre: string; at: string } | null;
  /** The server's Spanish reason when it refused it. */
  message: string | null;
}

// The SOS feature's part of the device database (db/rows.ts).
declare module '../../db/rows.ts' {
  interface OutboxPayloads {
    'sos.create': SosBody;
  }
  interface OutboxEndpoints {
    'sos.create': 'sosCreate';
  }
  interface LookupValues {
    sosLatest: LocalSos;
  }
}
