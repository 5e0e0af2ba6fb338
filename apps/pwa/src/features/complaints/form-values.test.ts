import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, fromPayload, lookupReady, sanitize, toPayload } from './form-values.ts';

describe('complaint form values', () => {
  it('keeps only digits in cedula and telefono, uppercases nombre and placa', () => {
    expect(sanitize.cedula('12a34-56 7')).toBe('1234567');
    expect(sanitize.telefono('+591 7012-3456')).toBe('59170123456');
    expect(sanitize.nombre('ana quispe')).toBe('ANA QUISPE');
    expect(sanitize.placa('1234 abc-ñ')).toBe('1234ABC-');
    expect(sanitize.placa('12345678901')).toHaveLength(10);
  });

  it('looks up only above 4 characters', () => {
    expect(lookupReady('1234')).toBe(false);
    expect(lookupReady('12345')).toBe(true);
  });

  it('builds the payload with the device time and a rounded position, and back', () => {
    const values = { ...EMPTY_FORM, cedula: '4455667', nombre: ' ANA   QUISPE ', placa: '1234ABC', delitoId: '3', direccion: ' Plaza ' };
    const payload = toPayload(values, { lat: -17.96885123, lng: -67.1128929 }, new Date('2026-11-22T18:05:00Z'));
    expect(payload).toEqual({
      cedula: '4455667',
      nombre: 'ANA QUISPE',
      telefono: '',
      placa: '1234ABC',
      delito_id: 3,
      direccion: 'Plaza',
      descripcion: '',
      fecha: '2026-11-22T18:05:00.000Z',
      lat: -17.968851,
      lng: -67.112893,
    });
    expect(toPayload(values, null, new Date())).not.toHaveProperty('lat');
    expect(fromPayload(payload)).toMatchObject({ nombre: 'ANA QUISPE', delitoId: '3', direccion: 'Plaza' });
  });
});
