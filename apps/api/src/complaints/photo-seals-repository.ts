import type { Knex } from 'knex';
import { photoSha256 } from './photos/photo-digest.ts';

/** Photos read per query: a few megabytes in memory, and the event loop is free between batches. */
const BATCH = 50;

export interface SealCheck {
  /** Photos whose bytes were hashed and compared with their seal. */
  checked: number;
  /** Photos that had no seal yet (arrived before seals existed) and were sealed now. */
  sealed: number;
  /** Complaints whose stored photo no longer hashes to its seal, by id. */
  mismatched: { id: number; codigo: string }[];
}

interface SealRow {
  id: number;
  codigo: string;
  foto_sha256: string | null;
  bytes: Buffer;
}

/**
 * The seals of complaints' photos (`reclamos.foto_sha256`) against the stored originals
 * (`blobs.bytes`). Reads in id order, a batch at a time, so a database of a million photos is
 * checked in bounded memory.
 */
export class PhotoSealsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Compares every seal; with `seal` (the periodic job), first seals the photos that have none
   * (complaints older than seals). The backup passes `seal: false`: it reads a snapshot and writes nothing.
   */
  async check(options: { seal: boolean } = { seal: true }): Promise<SealCheck> {
    const result: SealCheck = { checked: 0, sealed: 0, mismatched: [] };
    let after = 0;
    for (;;) {
      const rows = (await this.db('reclamos as r')
        .join('blobs as b', 'b.id', 'r.blob_id')
        .select('r.id', 'r.codigo', 'r.foto_sha256', 'b.bytes')
        .where('r.id', '>', after)
        .orderBy('r.id')
        .limit(BATCH)) as SealRow[];
      for (const row of rows) {
        const actual = await photoSha256(row.bytes);
        if (row.foto_sha256 === null) {
          if (!options.seal) continue;
          await this.db('reclamos').where({ id: row.id }).whereNull('foto_sha256').update({ foto_sha256: actual });
          result.sealed += 1;
        } else if (row.foto_sha256 !== actual) result.mismatched.push({ id: row.id, codigo: row.codigo });
        result.checked += 1;
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return result;
      after = last.id;
    }
  }
}
