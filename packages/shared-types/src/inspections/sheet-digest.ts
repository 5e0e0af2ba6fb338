import type { Inspection } from './schemas.ts';
import { CHECKLIST_ITEMS } from './values.ts';

/**
 * The digest a control sheet prints and its verification page shows: SHA-256 (lower-case hex) of
 * the UTF-8 bytes of `sheetCanonical(record)`. The canonical form is a JSON array (no spaces) of
 * the printed fields, in this order, as the record holds them (not as drawn: an empty categoria is
 * "" here and '-' on paper):
 *
 *   uuid, fecha (the instant as `Date.toISOString()`, milliseconds and 'Z'), inspector.nombre,
 *   propietario.cedula, .nombre, .categoria, .seguro, vehicle.placa, .tipo, .marca, .modelo, .linea,
 *   the checklist in CHECKLIST_ITEMS order (ventanas, puertas, ventilacion, luz, higiene,
 *   triangulo), calificacion, observacion, radicatoria.
 *
 * Phone and server compute it with this function, so a sheet printed offline carries the digest
 * the server computes for the same record; any later correction changes it.
 */
export function sheetCanonical(record: Inspection): string {
  const at = Date.parse(record.fecha);
  const { propietario: owner, vehicle } = record;
  return JSON.stringify([
    record.uuid,
    Number.isNaN(at) ? record.fecha : new Date(at).toISOString(),
    record.inspector.nombre,
    owner.cedula,
    owner.nombre,
    owner.categoria,
    owner.seguro,
    vehicle.placa,
    vehicle.tipo,
    vehicle.marca,
    vehicle.modelo,
    vehicle.linea,
    ...CHECKLIST_ITEMS.map((item) => record[item]),
    record.calificacion,
    record.observacion,
    record.radicatoria,
  ]);
}

/** Web Crypto: the same call in the browser (a secure context) and in Node. */
export async function sheetDigest(record: Inspection): Promise<string> {
  const bytes = new TextEncoder().encode(sheetCanonical(record));
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
