import { createHash, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createKnex, SQLITE_FILE } from '../../apps/api/src/platform/database/connection.ts';
import { PhotoFiles } from '../../apps/api/src/complaints/photos/photo-files.ts';

/** Where the API keeps photos by default (PHOTOS_DIR unset): the backup carries them from there. */
const photosDirOf = (dataDir: string) => path.join(dataDir, 'photos');

/** `count` photos of `bytes` random bytes each, stored as the API stores them: their names (SHA-256), in order. */
async function storePhotos(dataDir: string, count: number, bytes: number): Promise<string[]> {
  const files = new PhotoFiles(photosDirOf(dataDir));
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    names.push(await files.put(randomBytes(bytes)));
    if ((i + 1) % 100 === 0 || i + 1 === count) process.stdout.write(`\rstoring photos: ${i + 1}/${count}`);
  }
  if (count > 0) process.stdout.write('\n');
  return names;
}

/**
 * N complaints, the first M with a photo of `photoBytes` random bytes (as incompressible as a
 * JPEG), written straight through better-sqlite3 in large transactions: a million rows through
 * the API would take hours and measure nothing of the backup. The photos are files of the photo
 * store, as the API keeps them; rows name them.
 */
export async function seedComplaints(dataDir: string, complaints: number, photos: number, photoBytes: number): Promise<void> {
  const knex = createKnex({ dataDir, databaseUrl: null });
  await knex.migrate.latest();
  await knex.destroy();
  const names = await storePhotos(dataDir, photos, photoBytes);
  const db = new Database(path.join(dataDir, SQLITE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const blob = db.prepare(
    "insert into blobs (id, content_type, bytes, sha256, byte_size, width, height, orientation, rewritten, created_at) values (?, ?, x'', ?, ?, 800, 600, 1, 1, ?)",
  );
  const complaint = db.prepare(
    'insert into reclamos (uuid, content_hash, fecha, received_at, cedula, nombre, telefono, placa, direccion, descripcion, delito_id, blob_id, lat, lng) ' +
      'values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const now = Date.now();
  const batch = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      let blobId: string | null = null;
      if (i < photos) {
        blobId = randomBytes(16).toString('hex');
        blob.run(blobId, 'image/jpeg', names[i], photoBytes, now);
      }
      const fecha = now - (i % (365 * 24)) * 3600_000;
      complaint.run(
        randomUUID(),
        '0'.repeat(64),
        fecha,
        fecha,
        String(1_000_000 + (i % 500_000)),
        'NOMBRE DE PRUEBA',
        '70000000',
        `${1000 + (i % 9000)}ABC`,
        'Calle Bolívar y 6 de Octubre',
        'Cobró de más al pasajero en la parada.',
        1 + (i % 15),
        blobId,
        -17.97,
        -67.11,
      );
    }
  });
  for (let from = 0; from < complaints; from += 20_000) {
    batch(from, Math.min(complaints, from + 20_000));
    process.stdout.write(`\rseeding complaints: ${Math.min(complaints, from + 20_000)}/${complaints}`);
  }
  process.stdout.write('\n');
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

/** The same data on PostgreSQL: photos from Node in small batches, complaints by `generate_series` in the database. */
export async function seedComplaintsPostgres(
  databaseUrl: string,
  dataDir: string,
  complaints: number,
  photos: number,
  photoBytes: number,
): Promise<void> {
  const knex = createKnex({ dataDir: '', databaseUrl });
  try {
    await knex.migrate.latest();
    const now = Date.now();
    const names = await storePhotos(dataDir, photos, photoBytes);
    // Photo i has id md5(i): the complaints below name it without a round trip.
    for (let from = 0; from < photos; from += 20) {
      const rows = [];
      for (let i = from; i < Math.min(photos, from + 20); i++) {
        rows.push({
          id: createHash('md5').update(String(i)).digest('hex'),
          content_type: 'image/jpeg',
          bytes: Buffer.alloc(0),
          sha256: names[i],
          byte_size: photoBytes,
          width: 800,
          height: 600,
          orientation: 1,
          rewritten: true,
          created_at: now,
        });
      }
      await knex('blobs').insert(rows);
      process.stdout.write(`\rnaming photos: ${Math.min(photos, from + 20)}/${photos}`);
    }
    for (let from = 0; from < complaints; from += 100_000) {
      const to = Math.min(complaints, from + 100_000);
      await knex.raw(
        `insert into reclamos (uuid, content_hash, fecha, received_at, cedula, nombre, telefono, placa, direccion, descripcion, delito_id, blob_id, lat, lng)
         select gen_random_uuid()::text, repeat('0', 64), ?::bigint - (i % (365 * 24))::bigint * 3600000, ?::bigint - (i % (365 * 24))::bigint * 3600000,
                (1000000 + i % 500000)::text, 'NOMBRE DE PRUEBA', '70000000', (1000 + i % 9000)::text || 'ABC',
                'Calle Bolívar y 6 de Octubre', 'Cobró de más al pasajero en la parada.', 1 + i % 15,
                case when i < ? then md5(i::text) end, -17.97, -67.11
         from generate_series(?::int, ?::int) as i`,
        [now, now, photos, from, to - 1],
      );
      process.stdout.write(`\rseeding complaints: ${to}/${complaints}`);
    }
    process.stdout.write('\n');
    await knex.raw('vacuum analyze');
  } finally {
    await knex.destroy();
  }
}
