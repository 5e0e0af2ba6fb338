import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { db } from '../../../db/database.ts';
import { readPhone } from './plate-data.ts';

const inspection = (uuid: string, placa: string, fecha: string, observacion: string): Inspection => ({
  id: 0,
  uuid,
  fecha,
  ventanas: 'BUENO',
  puertas: 'BUENO',
  ventilacion: 'BUENO',
  luz: 'BUENO',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'NO CUMPLE',
  observacion,
  radicatoria: 'ORURO',
  propietario: { cedula: '4455667', nombre: 'ANA QUISPE', categoria: 'A', seguro: 'SOAT' },
  vehicle: { placa, tipo: 'MINIBUS', marca: 'TOYOTA', modelo: '', linea: 'LINEA 5' },
  inspector: { id: 7, nombre: 'JUAN' },
  lat: null,
  lng: null,
  created_at: fecha,
  updated_at: fecha,
});

describe("a plate's page without the server", () => {
  beforeEach(async () => {
    await Promise.all([db.inspections.clear(), db.vehiculos.clear(), db.outbox.clear(), db.complaints.clear()]);
  });

  it('reads the registry copy and the inspections the phone holds for the plate, newest first, the queued one marked', async () => {
    await db.vehiculos.put({ placa: '1234ABC', tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 5', updated_at: 1 });
    const rows = [
      inspection('old', '1234ABC', '2026-11-20T14:00:00.000Z', 'ANTERIOR'),
      inspection('new', '1234abc', '2026-11-23T14:00:00.000Z', 'RECIENTE'),
      inspection('other', '9999ZZZ', '2026-11-23T15:00:00.000Z', 'OTRA PLACA'),
    ];
    await db.inspections.bulkPut(
      rows.map((record) => ({ uuid: record.uuid, day: record.fecha.slice(0, 10), record, createdAt: 1, message: null })),
    );
    await db.outbox.put({
      id: 'new',
      kind: 'inspection.update',
      payload: { uuid: 'new', observacion: 'RECIENTE' },
      blobs: {},
      userId: 7,
      createdAt: 1,
      attempts: 0,
      nextAttemptAt: 1,
      lastError: null,
      status: 'pending',
      dependsOn: null,
      rejectedTokenHash: null,
    });

    const view = await readPhone('1234ABC');
    expect(view.source).toBe('phone');
    expect(view.vehiculo).toEqual({ placa: '1234ABC', tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 5' });
    expect(view.inspecciones.map((row) => [row.observacion, row.onPhone, row.pending])).toEqual([
      ['RECIENTE', true, true],
      ['ANTERIOR', true, false],
    ]);
    expect(view.totales).toEqual({ reclamos: 0, inspecciones: 2 });
  });

  it('says the plate is not in the registry copy when the phone never saw it', async () => {
    const view = await readPhone('0000AAA');
    expect(view).toMatchObject({ vehiculo: null, reclamos: [], inspecciones: [] });
  });
});
