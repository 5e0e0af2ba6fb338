import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Inspection } from './schemas.ts';
import { sheetCanonical, sheetDigest } from './sheet-digest.ts';

const record: Inspection = {
  id: 7,
  uuid: '3f2b8c1e-9d4a-4e6f-8b2c-1a2b3c4d5e6f',
  fecha: '2026-11-22T14:05:00Z',
  ventanas: 'BUENO',
  puertas: 'MALO',
  ventilacion: 'BUENO',
  luz: 'NO TIENE',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'NO CUMPLE',
  observacion: 'FALTA EXTINTOR',
  radicatoria: 'ORURO',
  propietario: { cedula: '4455667', nombre: 'ANA QUISPE', categoria: '', seguro: 'SOAT' },
  vehicle: { placa: '2345XYZ', tipo: 'MINIBÚS', marca: 'TOYOTA', modelo: 'HIACE', linea: '102' },
  inspector: { id: 3, nombre: 'JUAN PÉREZ' },
  lat: -17.9,
  lng: -67.1,
  created_at: '2026-11-22T14:05:00.000Z',
  updated_at: '2026-11-22T14:05:00.000Z',
};

describe('sheetDigest', () => {
  it('hashes the documented canonical form: the printed fields in order, fecha as toISOString', async () => {
    const canonical =
      '["3f2b8c1e-9d4a-4e6f-8b2c-1a2b3c4d5e6f","2026-11-22T14:05:00.000Z","JUAN PÉREZ","4455667","ANA QUISPE","","SOAT",' +
      '"2345XYZ","MINIBÚS","TOYOTA","HIACE","102","BUENO","MALO","BUENO","NO TIENE","BUENO","BUENO","NO CUMPLE","FALTA EXTINTOR","ORURO"]';
    expect(sheetCanonical(record)).toBe(canonical);
    expect(await sheetDigest(record)).toBe(createHash('sha256').update(canonical, 'utf8').digest('hex'));
  });

  it('ignores what the sheet does not print (ids, position, timestamps) and changes with what it does', async () => {
    const digest = await sheetDigest(record);
    expect(await sheetDigest({ ...record, id: 8, lat: null, updated_at: '2027-01-01T00:00:00.000Z' })).toBe(digest);
    expect(await sheetDigest({ ...record, fecha: '2026-11-22T10:05:00-04:00' })).toBe(digest);
    expect(await sheetDigest({ ...record, observacion: 'FALTA EXTINTOR.' })).not.toBe(digest);
    expect(await sheetDigest({ ...record, calificacion: 'CUMPLE' })).not.toBe(digest);
  });
});
