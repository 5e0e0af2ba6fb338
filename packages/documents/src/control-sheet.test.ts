import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { drawControlSheet, sheetFileName, verificationUrl } from './control-sheet.ts';

const ZONE = 'America/La_Paz';
const DIGEST = 'abababababababababababababababababababababababababababababababab';

const record: Inspection = {
  id: 12,
  uuid: '3f2b8c1e-9d4a-4e6f-8b2c-1a2b3c4d5e6f',
  fecha: '2026-11-22T14:05:00.000Z',
  ventanas: 'BUENO',
  puertas: 'MALO',
  ventilacion: 'BUENO',
  luz: 'NO TIENE',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'NO CUMPLE',
  observacion: 'FALTA EXTINTOR Y BOTIQUÍN. '.repeat(40),
  radicatoria: 'ORURO - CERCADO',
  propietario: { cedula: '4455667-1A', nombre: 'ANA QUISPE MAMANI', categoria: 'B', seguro: 'SOAT' },
  vehicle: { placa: '2345XYZ', tipo: 'MINIBÚS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LÍNEA 102' },
  inspector: { id: 3, nombre: 'JUAN PÉREZ ÑAUPA' },
  lat: null,
  lng: null,
  created_at: '2026-11-22T14:05:00.000Z',
  updated_at: '2026-11-22T14:05:00.000Z',
};

describe('control sheet', () => {
  it('is one A4 page under 150 kB, even with the longest observacion, crest included', () => {
    const crest = new Uint8Array(readFileSync(new URL('../../../apps/pwa/public/escudo-atm.png', import.meta.url)));
    const doc = drawControlSheet(
      { ...record, observacion: 'X'.repeat(1000) },
      { origin: 'https://atm.example.bo', pending: true, crest, timeZone: ZONE, digest: DIGEST },
    );
    expect(doc.getNumberOfPages()).toBe(1);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(210, 0);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(297, 0);
    expect(doc.output('arraybuffer').byteLength).toBeLessThan(150 * 1024);
  });

  it('draws without a crest (not cached yet and no coverage)', () => {
    const doc = drawControlSheet(record, { origin: 'https://atm.example.bo', pending: false, crest: null, timeZone: ZONE, digest: DIGEST });
    expect(doc.getNumberOfPages()).toBe(1);
  });

  it('names the file after the placa and the day, and the QR code opens the public page', () => {
    expect(sheetFileName(record, ZONE)).toBe('ficha_2345XYZ_2026-11-22.pdf');
    // The Bolivian day, not the UTC one: 22:00 in Oruro is already the 23rd in UTC.
    expect(sheetFileName({ ...record, fecha: '2026-11-23T02:00:00.000Z' }, ZONE)).toBe('ficha_2345XYZ_2026-11-22.pdf');
    expect(verificationUrl('https://atm.example.bo/', record.uuid)).toBe(`https://atm.example.bo/verificar/${record.uuid}`);
    expect(verificationUrl('https://atm.example.bo', record.uuid, DIGEST)).toBe(
      `https://atm.example.bo/verificar/${record.uuid}?d=${DIGEST}`,
    );
  });
});
