import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../db/database.ts';
import { mergeLists } from './registry-data.ts';
import './local-rows.ts';

const NOW = Date.UTC(2026, 10, 24, 12);

async function queueInspection(id: string, marca: string) {
  await db.outbox.put({
    id,
    kind: 'inspection.create',
    payload: {
      body: {
        fecha: new Date(NOW).toISOString(),
        ventanas: 'BUENO',
        puertas: 'BUENO',
        ventilacion: 'BUENO',
        luz: 'BUENO',
        higiene: 'BUENO',
        triangulo: 'BUENO',
        calificacion: 'CUMPLE',
        observacion: '',
        radicatoria: 'ORURO',
        propietario: { cedula: '4455667', nombre: 'ANA', categoria: 'A', seguro: 'SOAT' },
        vehicle: { placa: '1234ABC', marca },
      },
      inspector: { id: 7, nombre: 'JUAN' },
    },
    blobs: {},
    userId: 7,
    createdAt: NOW,
    attempts: 0,
    nextAttemptAt: NOW,
    lastError: null,
    status: 'pending',
    dependsOn: null,
    rejectedTokenHash: null,
  });
}

describe('suggestion lists on the phone', () => {
  beforeEach(async () => {
    await db.lookups.clear();
    await db.outbox.clear();
  });

  it("follow a merge on the server: a list that came replaces the server's part", async () => {
    await mergeLists({ marca: ['TOYOTA', 'TOYOTTA', 'NISSAN'], linea: ['LINEA 1'] }, NOW);
    await mergeLists({ marca: ['NISSAN', 'TOYOTA'] }, NOW + 1);
    expect(await db.lookups.get('marca')).toMatchObject({ value: ['NISSAN', 'TOYOTA'], fetchedAt: NOW + 1 });
    // A list that did not come keeps what the phone had.
    expect(await db.lookups.get('linea')).toMatchObject({ value: ['LINEA 1'] });
  });

  it('keep the values of inspections still queued on this phone', async () => {
    await queueInspection('a', 'HYUNDAI');
    await mergeLists({ marca: ['TOYOTA'] }, NOW);
    expect(await db.lookups.get('marca')).toMatchObject({ value: ['HYUNDAI', 'TOYOTA'] });
  });
});
