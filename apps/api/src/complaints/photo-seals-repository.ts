import type { Knex } from 'knex';
import { photoSha256 } from './photos/photo-digest.ts';
import type { PhotoFileStore } from './photos/photo-files.ts';

/** Photos read per query: a few megabytes in memory, and the event loop is free between batches. */
const BATCH = 50;

export interface SealCheck {
  /** Photos whose bytes were hashed and compared with their seal. */
  checked: number;
  /** Photos that had no seal yet (arrived before seals existed) and were sealed now. */
  sealed: number;
  /** Complaints whose stored photo (or its view copy) is there but no longer hashes to its seal or name, by id. */
  altered: { id: number; codigo: string }[];
  /** Complaints whose photo file (or its view copy's) is gone from the store, by id; never also in `altered`. */
  missing: { id: number; codigo: string }[];
}

/** Which list a complaint's photo belongs in, from what its files hash to now. */
function verdict(altered: boolean, missing: boolean): 'altered' | 'missing' | null {
  if (altered) return 'altered';
  return missing ? 'missing' : null;
}

/**
 * The SHA-256 of the bytes a stored file holds now, or null when the file is gone. The live check
 * reads the store; a backup answers from the digests it took while copying the files.
 */
export interface PhotoDigests {
  digestOf(hash: string): Promise<string | null>;
}

/** Digests read from the store itself. */
export function storeDigests(files: Pick<PhotoFileStore, 'get'>): PhotoDigests {
  return {
    digestOf: async (hash) => {
      const bytes = await files.get(hash);
      return bytes ? photoSha256(bytes) : null;
    },
  };
}

interface SealRow {
  id: number;
  codigo: string;
  foto_sha256: string | null;
  bytes: Buffer | null;
  sha256?: string | null;
  view_sha256?: string | null;
}

/**
 * The seals of complaints' photos (`reclamos.foto_sha256`) against the stored originals: the file
 * named by `blobs.sha256`, or `blobs.bytes` for a row not yet moved to the store. A view copy
 * whose file no longer hashes to its name (or is gone) also marks its complaint. Reads in id
 * order, a batch at a time, so a database of a million photos is checked in bounded memory.
 */
export class PhotoSealsRepository {
  constructor(
    private readonly db: Knex,
    private readonly photos: PhotoDigests,
  ) {}

  /**
   * Compares every seal; with `seal` (the periodic job), first seals the photos that have none
   * (complaints older than seals). The backup passes `seal: false`: it reads a snapshot and writes nothing.
   */
  async check(options: { seal: boolean } = { seal: true }): Promise<SealCheck> {
    const result: SealCheck = { checked: 0, sealed: 0, altered: [], missing: [] };
    // A backup of a database older than the store has no hash columns.
    const named = await this.db.schema.hasColumn('blobs', 'sha256');
    let after = 0;
    for (;;) {
      const rows = (await this.db('reclamos as r')
        .join('blobs as b', 'b.id', 'r.blob_id')
        .select('r.id', 'r.codigo', 'r.foto_sha256', 'b.bytes', ...(named ? ['b.sha256', 'b.view_sha256'] : []))
        .where('r.id', '>', after)
        .orderBy('r.id')
        .limit(BATCH)) as SealRow[];
      for (const row of rows) {
        const actual = row.sha256 ? await this.photos.digestOf(row.sha256) : await photoSha256(row.bytes ?? Buffer.alloc(0));
        const fileGone = actual === null;
        const fileAltered =
          !fileGone && ((row.sha256 ? actual !== row.sha256 : false) || (row.foto_sha256 !== null && row.foto_sha256 !== actual));
        const view = row.view_sha256 ? await this.photos.digestOf(row.view_sha256) : undefined;
        const viewGone = view === null;
        const viewAltered = typeof view === 'string' && view !== row.view_sha256;
        if (row.foto_sha256 === null && !fileGone && !fileAltered) {
          if (!options.seal) continue;
          await this.db('reclamos').where({ id: row.id }).whereNull('foto_sha256').update({ foto_sha256: actual });
          result.sealed += 1;
        }
        const list = verdict(fileAltered || viewAltered, fileGone || viewGone);
        if (list) result[list].push({ id: row.id, codigo: row.codigo });
        result.checked += 1;
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return result;
      after = last.id;
    }
  }
}
