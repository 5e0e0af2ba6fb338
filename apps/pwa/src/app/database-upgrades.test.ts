import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { Dexie } from 'dexie';
import { SyncEngine } from '../sync/engine.ts';
import { ReclamosDatabase } from '../db/database.ts';
import type { OutboxItem } from '../db/rows.ts';
import { SCHEMA_VERSIONS } from '../db/schema.ts';
import { complaintCreate } from '../features/complaints/outbox.ts';
import { inspectionCreate, inspectionUpdate } from '../features/inspections/outbox.ts';
import { sosCreate } from '../features/sos/outbox.ts';

/**
 * The pattern every schema change follows: a database created at an older version, holding
 * queued items (with their photo), is opened with the current code; the items are all there,
 * unchanged where the change did not touch them, and the current engine still sends them.
 * A new version adds its row fixture to FIXTURES_BY_VERSION (as rows were at that version).
 */
const FIXTURES_BY_VERSION: Record<number, (n: number) => Record<string, unknown>> = {
  1: (n) => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    kind: 'complaint.create',
    payload: {
      cedula: '4455667',
      nombre: 'ANA QUISPE',
      telefono: '70123456',
      placa: '1234ABC',
      delito_id: 3,
      direccion: 'Plaza 10 de Febrero',
      descripcion: `reclamo ${n}`,
      fecha: '2026-11-22T14:05:00.000Z',
    },
    blobs: { imagen: new Blob([new Uint8Array([0xff, 0xd8, 0xff, n])], { type: 'image/jpeg' }) },
    userId: null,
    createdAt: 1_800_000_000_000 + n,
    attempts: n,
    nextAttemptAt: 1_800_000_005_000 + n,
    lastError: n > 0 ? 'TypeError: Failed to fetch' : null,
    status: n === 2 ? 'sending' : 'pending',
    dependsOn: null,
    rejectedTokenHash: null,
  }),
  2: (n) => ({
    id: `00000000-0000-4000-8000-00000000010${n}`,
    kind: 'inspection.create',
    payload: {
      body: {
        fecha: '2026-11-23T14:05:00.000Z',
        ventanas: 'BUENO',
        puertas: 'BUENO',
        ventilacion: 'MALO',
        luz: 'BUENO',
        higiene: 'NO TIENE',
        triangulo: 'BUENO',
        calificacion: 'NO CUMPLE',
        observacion: `inspeccion ${n}`,
        radicatoria: 'ORURO',
        propietario: { cedula: '4455667', nombre: 'ANA QUISPE', categoria: 'A', seguro: 'SOAT' },
        vehicle: { placa: '1234ABC', tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: '102' },
      },
      inspector: { id: 7, nombre: 'INSPECTOR SIETE' },
    },
    blobs: {},
    userId: 7,
    createdAt: 1_800_000_000_000 + n,
    attempts: n,
    nextAttemptAt: 1_800_000_005_000 + n,
    lastError: null,
    status: 'pending',
    dependsOn: null,
    rejectedTokenHash: null,
  }),
};

const LATEST = SCHEMA_VERSIONS.at(-1)!;
const names: string[] = [];
afterEach(async () => {
  await Promise.all(names.splice(0).map((name) => Dexie.delete(name)));
});

function freshName(): string {
  const name = `schema-test-${crypto.randomUUID()}`;
  names.push(name);
  return name;
}

describe('device database schema', () => {
  it('declares dated versions in increasing order, each with its outbox fixture', () => {
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    for (const { version, date } of SCHEMA_VERSIONS) {
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(FIXTURES_BY_VERSION[version], `fixture for version ${version}`).toBeTypeOf('function');
    }
  });

  it('creates the stores with their indexes on an empty device', async () => {
    const db = new ReclamosDatabase(freshName());
    await db.open();
    const stores = Object.fromEntries(
      db.tables.map((table) => [table.name, [table.schema.primKey.keyPath, ...table.schema.indexes.map((i) => i.name)]]),
    );
    expect(stores).toEqual({
      outbox: ['id', 'createdAt', 'status'],
      complaints: ['uuid', 'createdAt', 'status'],
      lookups: ['key'],
      myIdentity: ['cedula'],
      propietarios: ['cedula'],
      vehiculos: ['placa'],
      inspections: ['uuid', 'day', 'createdAt'],
    });
    expect(db.verno).toBe(LATEST.version);
    db.close();
  });

  for (const from of SCHEMA_VERSIONS) {
    it(`opening a device at version ${from.version} (${from.date}) with the current code keeps its queued items`, async () => {
      const name = freshName();
      const old = new ReclamosDatabase(
        name,
        SCHEMA_VERSIONS.filter((v) => v.version <= from.version),
      );
      const fixture = FIXTURES_BY_VERSION[from.version]!;
      const rows = [0, 1, 2].map(fixture);
      await old.table('outbox').bulkAdd(rows);
      old.close();

      const current = new ReclamosDatabase(name);
      await current.open();
      expect(current.verno).toBe(LATEST.version);
      const items: OutboxItem[] = await current.outbox.orderBy('createdAt').toArray();
      expect(items.map((item) => item.id)).toEqual(rows.map((row) => row.id));
      for (const [index, item] of items.entries()) {
        const expected = rows[index]!;
        expect(item).toMatchObject({ ...expected, blobs: {} });
        const photo = (expected.blobs as { imagen?: Blob }).imagen;
        if (!photo) continue;
        expect(item.blobs.imagen).toBeInstanceOf(Blob);
        expect(new Uint8Array(await item.blobs.imagen!.arrayBuffer())).toEqual(new Uint8Array(await photo.arrayBuffer()));
      }

      // And the current engine sends them, oldest first.
      const sent: string[] = [];
      const created = (item: { id: string }) => {
        sent.push(item.id);
        return {
          type: 'ok' as const,
          status: 201,
          body: { message: 'Creado', id: sent.length, uuid: item.id, fecha: new Date(0).toISOString() },
        };
      };
      const engine = new SyncEngine({
        db: current,
        kinds: {
          'complaint.create': {
            ...complaintCreate,
            send: async (item) => ((answer) => ({ ...answer, body: { ...answer.body, codigo: 'ABCD-2345' } }))(created(item)),
          },
          'inspection.create': { ...inspectionCreate, send: async (item) => created(item) },
          // The fixtures of every released version hold creates only.
          'inspection.update': { ...inspectionUpdate, send: async () => ({ type: 'network', error: 'no update fixtures' }) },
          'sos.create': { ...sosCreate, send: async () => ({ type: 'network', error: 'no SOS fixtures' }) },
        },
        now: () => 1_900_000_000_000,
        // The inspector of the inspection fixtures is signed in (complaints go with no session).
        session: async () => ({ token: 'token-7', userId: 7, tokenHash: 'hash-7' }),
        lock: (work) => work(),
        isOnline: () => true,
        setTimer: () => null,
      });
      await engine.sync();
      expect(sent).toEqual(rows.map((row) => row.id));
      expect(await current.outbox.count()).toBe(0);
      current.close();
    });
  }
});
