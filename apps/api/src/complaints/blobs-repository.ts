import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { REWRITTEN_CONTENT_TYPE } from './photos/rewrite-photo.ts';

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

/** The sealed original as it arrived (metadata stripped), with the EXIF orientation read before stripping. */
export interface OriginalBlob {
  contentType: string;
  bytes: Buffer;
  orientation: number;
}

interface BlobRow {
  id: string;
  content_type: string;
  bytes: Buffer;
  view_bytes: Buffer | null;
  orientation: number;
  rewritten: boolean | number;
}

/**
 * The `blobs` table: photos stored in the database under a random 128-bit id. `bytes` is the
 * original as it arrived (metadata stripped), sealed by `reclamos.foto_sha256` and never
 * overwritten; `view_bytes` the copy rewritten for viewing. A row rewritten before the copy had
 * its own column has its rewritten bytes in `bytes` and no `view_bytes`.
 */
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
    const row = (await this.db('blobs')
      .select('id', 'content_type', 'bytes', 'view_bytes', 'orientation', 'rewritten')
      .where({ id })
      .first()) as BlobRow | undefined;
    if (!row) return undefined;
    if (row.view_bytes) return { id: row.id, contentType: REWRITTEN_CONTENT_TYPE, bytes: row.view_bytes, orientation: 1, rewritten: true };
    return { id: row.id, contentType: row.content_type, bytes: row.bytes, orientation: row.orientation, rewritten: Boolean(row.rewritten) };
  }

  /** The sealed original, never the viewing copy. */
  async original(id: string): Promise<OriginalBlob | undefined> {
    const row = (await this.db('blobs').select('content_type', 'bytes', 'orientation').where({ id }).first()) as
      Pick<BlobRow, 'content_type' | 'bytes' | 'orientation'> | undefined;
    return row ? { contentType: row.content_type, bytes: row.bytes, orientation: row.orientation } : undefined;
  }

  /** Whether the copy for viewing has been made (without reading either photo). */
  async hasViewCopy(id: string): Promise<boolean> {
    const row = (await this.db('blobs').select('rewritten').where({ id }).first()) as Pick<BlobRow, 'rewritten'> | undefined;
    return Boolean(row?.rewritten);
  }

  /** Keeps the copy for viewing beside the original, which stays as it arrived. */
  async saveRewritten(id: string, bytes: Buffer): Promise<void> {
    await this.db('blobs').where({ id }).update({ view_bytes: bytes, rewritten: true });
  }

  async idsNotRewritten(limit: number): Promise<string[]> {
    const rows = (await this.db('blobs').select('id').where({ rewritten: false }).orderBy('created_at').limit(limit)) as { id: string }[];
    return rows.map((row) => row.id);
  }
}
