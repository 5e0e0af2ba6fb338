import type { Transaction } from 'dexie';

/**
 * The versions of the device database, each a dated constant. A released version is never
 * edited: a change adds a new constant at the end of SCHEMA_VERSIONS (with an `.upgrade()` when
 * rows must change) and a test in app/database-upgrades.test.ts that upgrades a database holding queued items.
 */
export interface SchemaVersion {
  version: number;
  /** When it was introduced (YYYY-MM-DD). */
  date: string;
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

/** 2026-11-22 — the outbox, the complaints the form lists, cached lookups, the owner's identity. */
export const SCHEMA_2026_11_22 = {
  version: 1,
  date: '2026-11-22',
  stores: {
    outbox: 'id, createdAt, status',
    complaints: 'uuid, createdAt, status',
    lookups: 'key',
    myIdentity: 'cedula',
  },
} as const satisfies SchemaVersion;

/**
 * 2026-11-23 — inspections offline: the owner and vehicle registry downloaded for lookups without
 * coverage, and the inspections of the days the inspector opened (server rows and this phone's own,
 * pending ones). The lookup lists (tipo, marca, modelo, linea) and the registry's delta cursor live
 * in the existing `lookups` table under new keys: no new store. The outbox and complaints stores
 * are untouched, so no `.upgrade()` is needed.
 */
export const SCHEMA_2026_11_23 = {
  version: 2,
  date: '2026-11-23',
  stores: {
    propietarios: 'cedula',
    vehiculos: 'placa',
    inspections: 'uuid, day, createdAt',
  },
} as const satisfies SchemaVersion;

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [SCHEMA_2026_11_22, SCHEMA_2026_11_23];
