import fs from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import Database from 'better-sqlite3';
import Fastify from 'fastify';
import pg from 'pg';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';
import { announceReady } from './child-process.ts';

/**
 * The formulario bench's floor: the least a server must do to accept the same complaint as
 * durably as the API does. A bare Fastify with @fastify/multipart (the API's parser, its limits)
 * reads the same multipart request, writes the photo to a file of its own and fsyncs it, inserts
 * one row with the text fields and the file's name, and answers 201 once the commit is durable:
 * SQLite in WAL mode with synchronous=FULL (each commit fsyncs the WAL), or PostgreSQL with its
 * default synchronous commit. No validation, no photo check or decode, no metadata removal, no
 * hash, no idempotency, no quota. What the API achieves is read against this in the same run.
 *
 * BENCH_FLOOR_DIR holds the photos (and the SQLite file); BENCH_FLOOR_DATABASE_URL switches the
 * row to PostgreSQL.
 */
const dir = process.env.BENCH_FLOOR_DIR ?? '';
if (dir === '') throw new Error('BENCH_FLOOR_DIR must name a directory');
const photos = path.join(dir, 'photos');
fs.mkdirSync(photos, { recursive: true });

const CREATE_COLUMNS =
  'uuid text not null unique, delito_id integer, placa text, direccion text, descripcion text, foto text not null, received_at bigint not null';
const INSERT = 'insert into floor_complaints (uuid, delito_id, placa, direccion, descripcion, foto, received_at) values';

interface Row {
  uuid: string;
  delito_id: number;
  placa: string;
  direccion: string;
  descripcion: string;
  foto: string;
  received_at: number;
}

/** Inserts one row, answered once its commit is durable. */
type InsertRow = (row: Row) => Promise<void>;

async function rowStore(): Promise<{ insert: InsertRow; close: () => Promise<void> }> {
  const url = process.env.BENCH_FLOOR_DATABASE_URL;
  if (url) {
    // As many connections as the API's pool (connection.ts).
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query(`create table if not exists floor_complaints (id bigserial primary key, ${CREATE_COLUMNS})`);
    return {
      insert: async (row) => {
        await pool.query(`${INSERT} ($1, $2, $3, $4, $5, $6, $7)`, [
          row.uuid,
          row.delito_id,
          row.placa,
          row.direccion,
          row.descripcion,
          row.foto,
          row.received_at,
        ]);
      },
      close: () => pool.end(),
    };
  }
  const db = new Database(path.join(dir, 'floor.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(`create table if not exists floor_complaints (id integer primary key autoincrement, ${CREATE_COLUMNS})`);
  const statement = db.prepare(`${INSERT} (@uuid, @delito_id, @placa, @direccion, @descripcion, @foto, @received_at)`);
  return {
    // One statement is its own transaction: it returns once the WAL is fsynced.
    insert: (row) => {
      statement.run(row);
      return Promise.resolve();
    },
    close: () => {
      db.close();
      return Promise.resolve();
    },
  };
}

const rows = await rowStore();
const app = Fastify({ logger: false, bodyLimit: 100 * 1024 });
await app.register(multipart, {
  limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 22, headerPairs: 100 },
});

app.post('/api/formulario', async (request, reply) => {
  const uuid = String(request.headers['idempotency-key']);
  const fields: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') photo = await part.toBuffer();
    else fields[part.fieldname] = String(part.value);
  }
  if (!photo) return reply.code(400).send({ message: 'sin foto' });
  const foto = `${uuid}.jpg`;
  const file = await fs.promises.open(path.join(photos, foto), 'wx', 0o600);
  try {
    await file.writeFile(photo);
    await file.sync();
  } finally {
    await file.close();
  }
  await rows.insert({
    uuid,
    delito_id: Number(fields.delito_id),
    placa: fields.placa ?? '',
    direccion: fields.direccion ?? '',
    descripcion: fields.descripcion ?? '',
    foto,
    received_at: Date.now(),
  });
  return reply.code(201).send({ uuid });
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
announceReady(address.port, null, async () => {
  await app.close();
  await rows.close();
});
