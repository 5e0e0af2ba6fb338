/**
 * The one IndexedDB database of the PWA ('reclamos-atm'), what it stores where:
 * - `outbox`: writes waiting for the server (OFFLINE.md): one item per queued create or update,
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
 * Nothing here expires by itself: queued items stay until the server acknowledges them or a
 * person discards them.
 */
import { Dexie, type Table } from 'dexie';
import type {
  LocalComplaint,
  LocalInspection,
  LocalPropietario,
  LocalVehicle,
  LookupRow,
  MyIdentity,
  OutboxItem,
} from './rows.ts';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema.ts';

export const DB_NAME = 'reclamos-atm';

export class ReclamosDatabase extends Dexie {
  outbox!: Table<OutboxItem, string>;
  complaints!: Table<LocalComplaint, string>;
  lookups!: Table<LookupRow, LookupRow['key']>;
  myIdentity!: Table<MyIdentity, string>;
  propietarios!: Table<LocalPropietario, string>;
  vehiculos!: Table<LocalVehicle, string>;
  inspections!: Table<LocalInspection, string>;

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
