/**
 * The one IndexedDB database of the PWA ('reclamos-atm'), what it stores where:
 * - `outbox`: writes waiting for the server (docs/offline.md): one item per queued create or update,
 *   keyed by its UUID (the Idempotency-Key), with its payload and its photo as a Blob.
 *   Only sync/ writes it, through `enqueue` and the sync engine.
 * - `complaints`: the complaints made on this device as the form's panel shows them (pending,
 *   synced with the server's id and time, or rejected with the server's message).
 * - `lookups`: reference lists cached for offline use (the infraction catalogue), with fetchedAt.
 * - `myIdentity`: the device owner's own cedula → nombre and telefono, remembered only from
 *   complaints sent from this device, never from lookups of other people.
 * - `propietarios`, `vehiculos`: the owner and vehicle registry an inspector's lookups read
 *   without coverage, downloaded by delta (GET registro?since=, cursor in `lookups`).
 * - `inspections`: the inspections of the days opened on this phone (the server's rows of that
 *   day) and this phone's own, pending ones, keyed by uuid. The lookup lists tipo, marca,
 *   modelo and linea are in `lookups`.
 * The row shapes of the feature tables live with their features (features/complaints/local-rows.ts,
 * features/inspections/local-rows.ts), which declare them on this class by declaration merging;
 * the versions of the schema are in schema.ts.
 * Nothing here expires by itself: queued items stay until the server acknowledges them or a
 * person discards them.
 */
import { Dexie, type Table } from 'dexie';
import type { LookupRow, OutboxItem } from './rows.ts';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema.ts';

export const DB_NAME = 'reclamos-atm';

export class ReclamosDatabase extends Dexie {
  outbox!: Table<OutboxItem, string>;
  lookups!: Table<LookupRow, LookupRow['key']>;
  // The features' own tables are declared by merging (features/*/local-rows.ts).

  /** `versions` defaults to all of them; tests open older ones to check each upgrade. */
  constructor(name: string = DB_NAME, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name);
    for (const { version, stores, upgrade } of versions) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

export const db = new ReclamosDatabase();
