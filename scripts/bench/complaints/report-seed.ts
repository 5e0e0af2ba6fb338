import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { CODE_ALPHABET, COMPLAINT_STATES } from '@reclamos/shared-types/cases/values';

/**
 * The report part's database: a million complaints written straight into the API's SQLite file,
 * each with a distinct receipt code and a state, for reportFecha, its state filter and seguimiento.
 */

const CODE_SPACE = CODE_ALPHABET.length ** 8;
/** Odd and prime to 31: i ↦ i × STEP mod 31^8 is one-to-one, so the seeded codes are distinct without a set. */
const STEP = 2654435761;

/** The seeded complaint i's receipt code (distinct for every i below 31^8), 'XXXX-XXXX'. */
export function benchCode(i: number): string {
  let value = Number((BigInt(i) * BigInt(STEP) + 12345n) % BigInt(CODE_SPACE));
  let code = '';
  for (let k = 0; k < 8; k++) {
    code = (CODE_ALPHABET[value % CODE_ALPHABET.length] ?? '2') + code;
    value = Math.floor(value / CODE_ALPHABET.length);
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The seeded complaint i's state: 30 % RECIBIDO, 20 % EN REVISION, 10 % DERIVADO, 20 % RESUELTO, 10 % each of the other two. */
export function benchState(i: number): string {
  const spread = [
    'RECIBIDO',
    'RECIBIDO',
    'RECIBIDO',
    'EN REVISION',
    'EN REVISION',
    'DERIVADO A INSPECCION',
    'RESUELTO',
    'RESUELTO',
    'NO PROCEDE',
    'DUPLICADO',
  ] as const;
  return spread[i % spread.length] ?? COMPLAINT_STATES[0];
}

/** Direct batch inserts, one transaction per 50,000 rows, fecha evenly spread over `[start, end)`. */
export function seedComplaints(file: string, count: number, start: number, end: number): void {
  const db = new Database(file);
  try {
    db.pragma('synchronous = OFF');
    const delitos = (db.prepare('select id from delitos order by id').all() as { id: number }[]).map((d) => d.id);
    const insert = db.prepare(
      'insert into reclamos (uuid, content_hash, fecha, received_at, cedula, nombre, telefono, placa, direccion, descripcion, delito_id, blob_id, lat, lng, codigo, estado) ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, ?)',
    );
    const hash = 'b'.repeat(64);
    const span = end - start;
    const batch = db.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const fecha = start + Math.floor((i * span) / count);
        insert.run(
          randomUUID(),
          hash,
          fecha,
          fecha,
          String(1_000_000 + (i % 8_999_999)),
          `CIUDADANO DE PRUEBA ${i % 5000}`,
          String(60_000_000 + (i % 9_999_999)),
          `${1000 + (i % 9000)}-${String.fromCharCode(65 + (i % 26))}BC`,
          'Av. 6 de Agosto y Bolívar',
          'El conductor cobró de más y no respetó la parada autorizada.',
          delitos[i % delitos.length],
          -17.97 + (i % 1000) / 100_000,
          -67.11 + (i % 997) / 100_000,
          benchCode(i),
          benchState(i),
        );
      }
    });
    for (let from = 0; from < count; from += 50_000) batch(from, Math.min(count, from + 50_000));
    // As the API's own checkpoints would have done over three years of writes. The API's checkpoint
    // worker may hold the checkpoint at that moment: then again, until the WAL is empty.
    for (let tries = 0; ; tries++) {
      const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number; log: number }[];
      if (result?.busy === 0 && result.log === 0) break;
      if (tries === 50) throw new Error(`the seeded WAL could not be checkpointed: ${JSON.stringify(result)}`);
      sleepMs(100);
    }
  } finally {
    db.close();
  }
  // synchronous=OFF left the rows in the page cache (~135 MB dirty after a million): on disk now, as
  // the API's own commits would have put them, so the kernel does not write them back in the
  // middle of the timed reports (a server in steady state, not one that just wrote 0.5 GB).
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
