import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export interface NewBlob {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  orientation: number;
}

export interface StoredBlob {
  id: string;
  contentType: string;
  bytes: Buffer;
  orientation: number;
  rewritten: boolean;
}

interface BlobRow {
  id: string;
  content_type: string;
  bytes: Buffer;
  orientation: number;
  rewritten: boolean | number;
}

/** The `blobs` table: photos stored in the database under a random 128-bit id. */
export class BlobsRepository {
  constructor(private readonly db: Knex) {}

  async insert(blob: NewBlob, trx: Knex = this.db): Promise<string> {
    const id = randomBytes(16).toString('hex');
    await trx('blobs').insert({
      id,
      content_type: blob.contentType,
      bytes: blob.bytes,
      byte_size: blob.bytes.length,
      width: blob.width,
      height: blob.height,
      orientation: blob.orientation,
      rewritten: false,
      created_at: Date.now(),
    });
    return id;
  }

  async find(id: string): Promise<StoredBlob | undefined> {
    const row = (await this.db('blobs').select('id', 'content_type', 'bytes', 'orientation', 'rewritten').where({ id }).first()) as
      BlobRow | undefined;
    return row
      ? { id: row.id, contentType: row.content_type, bytes: row.bytes, orientation: row.orientation, rewritten: Boolean(row.rewritten) }
      : undefined;
  }

  async saveRewritten(id: string, contentType: string, bytes: Buffer): Promise<void> {
    await this.db('blobs')
      .where({ id })
      .update({ content_type: contentType, bytes, byte_size: bytes.length, orientation: 1, rewritten: true });
  }

  async idsNotRewritten(limit: number): Promise<string[]> {
    const rows = (await this.db('blobs').select('id').where({ rewritten: false }).orderBy('created_at').limit(limit)) as { id: string }[];
    return rows.map((row) => row.id);
  }
}
