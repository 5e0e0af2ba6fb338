import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { REWRITTEN_CONTENT_TYPE } from './photos/rewrite-photo.ts';
import type { PhotoFileStore } from './photos/photo-files.ts';

export interface NewBlob {
  contentType: string;
  bytes: Buffer;
  width: number;
  height: number;
  orientation: number;
  /** The hash `PhotoFileStore.put` answered for these bytes, when the caller stored them before its transaction. */
  stored?: string;
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
  bytes: Buffer | null;
  view_bytes: Buffer | null;
  sha256: string | null;
  view_sha256: string | null;
  orientation: number;
  rewritten: boolean | number;
}

/** What `bytes` holds once the photo is a file. */
const EMPTY = Buffer.alloc(0);

/**
 * The `blobs` table: one row per photo under a random 128-bit id, with its metadata. The bytes
 * live in the photo store (photos/photo-files.ts), named by their SHA-256: `sha256` names the
 * original as it arrived (metadata stripped; the same value as the complaint's seal
 * `reclamos.foto_sha256`), never rewritten; `view_sha256` the copy rewritten for viewing. Rows
 * from before the store keep their bytes in `bytes` / `view_bytes` (and `sha256` null) until the
 * background move (photo-move.ts) writes them out; reads fall back to those columns meanwhile. A
 * moved row keeps an empty `bytes` (the column is NOT NULL, and dropping that on SQLite would
 * copy the whole table). A row rewritten before the view copy had its own column has its
 * rewritten bytes as its original and no view copy.
 */
export class BlobsRepository {
  constructor(
    private readonly db: Knex,
    readonly files: PhotoFileStore,
  ) {}

  /** Stores the photo's file (unless `blob.stored` says it is) and inserts the row naming it. */
  async insert(blob: NewBlob, trx: Knex = this.db): Promise<string> {
    const sha256 = blob.stored ?? (await this.files.put(blob.bytes));
    const id = randomBytes(16).toString('hex');
    await trx('blobs').insert({
      id,
      content_type: blob.contentType,
      bytes: EMPTY,
      sha256,
      byte_size: blob.bytes.length,
      width: blob.width,
      height: blob.height,
      orientation: blob.orientation,
      rewritten: false,
      created_at: Date.now(),
    });
    return id;
  }

  /**
   * The view copy when there is one, else the original. A file that is gone reads as no view copy
   * (it is made again) or as an original of no bytes (shown as a damaged photo), never an error.
   */
  async find(id: string): Promise<StoredBlob | undefined> {
    const row = (await this.db('blobs')
      .select('id', 'content_type', 'bytes', 'view_bytes', 'sha256', 'view_sha256', 'orientation', 'rewritten')
      .where({ id })
      .first()) as BlobRow | undefined;
    if (!row) return undefined;
    const view = row.view_sha256 ? await this.files.get(row.view_sha256) : (row.view_bytes ?? undefined);
    if (view && view.length > 0) return { id: row.id, contentType: REWRITTEN_CONTENT_TYPE, bytes: view, orientation: 1, rewritten: true };
    const original = row.sha256 ? await this.files.get(row.sha256) : (row.bytes ?? undefined);
    if (!original) return { id: row.id, contentType: row.content_type, bytes: EMPTY, orientation: row.orientation, rewritten: false };
    return {
      id: row.id,
      contentType: row.content_type,
      bytes: original,
      orientation: row.orientation,
      // A lost view copy is made again from the original.
      rewritten: Boolean(row.rewritten) && !row.view_sha256,
    };
  }

  /** The sealed original, never the viewing copy; none when its file is gone (the integrity check reports it). */
  async original(id: string): Promise<OriginalBlob | undefined> {
    const row = (await this.db('blobs').select('content_type', 'bytes', 'sha256', 'orientation').where({ id }).first()) as
      Pick<BlobRow, 'content_type' | 'bytes' | 'sha256' | 'orientation'> | undefined;
    if (!row) return undefined;
    const bytes = row.sha256 ? await this.files.get(row.sha256) : (row.bytes ?? undefined);
    return bytes ? { contentType: row.content_type, bytes, orientation: row.orientation } : undefined;
  }

  /** Whether the copy for viewing has been made (without reading either photo). */
  async hasViewCopy(id: string): Promise<boolean> {
    const row = (await this.db('blobs').select('rewritten').where({ id }).first()) as Pick<BlobRow, 'rewritten'> | undefined;
    return Boolean(row?.rewritten);
  }

  /** Keeps the copy for viewing beside the original, which stays as it arrived; a previous copy's file goes with the sweep. */
  async saveRewritten(id: string, bytes: Buffer): Promise<void> {
    const viewSha256 = await this.files.put(bytes);
    await this.db('blobs').where({ id }).update({ view_sha256: viewSha256, view_bytes: null, rewritten: true });
  }

  async idsNotRewritten(limit: number): Promise<string[]> {
    const rows = (await this.db('blobs').select('id').where({ rewritten: false }).orderBy('created_at').limit(limit)) as { id: string }[];
    return rows.map((row) => row.id);
  }

  /** Of `hashes`, those some row names (as original or view copy). */
  async named(hashes: string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const originals = (await this.db('blobs').distinct('sha256').whereIn('sha256', hashes)) as { sha256: string }[];
    const views = (await this.db('blobs').distinct('view_sha256').whereIn('view_sha256', hashes)) as { view_sha256: string }[];
    const rows = [...originals.map((row) => ({ hash: row.sha256 })), ...views.map((row) => ({ hash: row.view_sha256 }))];
    return new Set(rows.map((row) => row.hash));
  }

  /**
   * Moves up to `limit` rows still holding their bytes out to files: each file is durable before
   * the row names it and drops its bytes, so a reader finds the photo at every moment. A view copy
   * saved meanwhile (by then a file) is kept. Answers how many rows moved.
   */
  async moveToFiles(limit: number): Promise<number> {
    const rows = (await this.db('blobs').select('id', 'bytes', 'view_bytes').whereNull('sha256').orderBy('id').limit(limit)) as Pick<
      BlobRow,
      'id' | 'bytes' | 'view_bytes'
    >[];
    for (const row of rows) {
      const sha256 = await this.files.put(row.bytes ?? EMPTY);
      const viewSha256 = row.view_bytes && row.view_bytes.length > 0 ? await this.files.put(row.view_bytes) : null;
      await this.db('blobs')
        .where({ id: row.id })
        .whereNull('sha256')
        .update({ sha256, bytes: EMPTY, view_bytes: null, view_sha256: this.db.raw('coalesce(view_sha256, ?)', [viewSha256]) });
    }
    return rows.length;
  }
}
