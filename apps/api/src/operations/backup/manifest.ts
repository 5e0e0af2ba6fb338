import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { dialectOf } from '../../platform/database/json-sql.ts';
import { PhotoSealsRepository, type PhotoDigests } from '../../complaints/photo-seals-repository.ts';
import type { PhotoSection } from './photo-section.ts';

export type BackupEngine = 'sqlite' | 'postgres';

/** What a backup file says about itself; written before the payload, checked before restoring. */
export interface BackupManifest {
  format: 1;
  engine: BackupEngine;
  createdAt: string;
  /** The newest migration applied to the copied database (the schema's version). */
  schemaVersion: string;
  /** Rows per table in the copy. */
  tables: Record<string, number>;
  /** SHA-256 over every photo row (`blobs`): id, bytes left in the row and the names of its files, independent of row order. */
  blobsSha256: string;
  /** Complaints whose photo in the copy no longer hashes to the seal taken on arrival (absent in backups older than seals). */
  photosAltered?: { id: number; codigo: string }[];
  /** Complaints whose photo file was gone when the copy was made (absent in backups older than this field). */
  photosMissing?: { id: number; codigo: string }[];
  payload: { encoding: 'sqlite-gzip' | 'pg_dump-custom'; bytes: number; sha256: string };
  /** The photo files the copy's rows name, after the payload (absent in backups older than the photo store). */
  photos?: PhotoSection;
}

export type DatabaseSummary = Pick<BackupManifest, 'schemaVersion' | 'tables' | 'blobsSha256' | 'photosAltered' | 'photosMissing'>;

async function photoVerdicts(db: Knex, photos: PhotoDigests): Promise<Pick<BackupManifest, 'photosAltered' | 'photosMissing'>> {
  const { altered, missing } = await new PhotoSealsRepository(db, photos).check({ seal: false });
  return { photosAltered: altered, photosMissing: missing };
}

async function tableNames(db: Knex): Promise<string[]> {
  if (dialectOf(db) === 'pg') {
    // A partition (position_history's days) is counted in its parent, not as a table of its own.
    const result = await db.raw<{ rows: { name: string }[] }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = current_schema() and c.relkind in ('r', 'p') and not c.relispartition`,
    );
    return result.rows.map((row) => row.name).sort();
  }
  const rows = await db.raw<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'");
  return rows.map((row) => row.name).sort();
}

/**
 * Each photo row's digest, sorted: the same set of photos gives the same figure on either engine.
 * A database older than the photo store has no file names, and its figure is the one its backup recorded.
 */
async function blobsDigest(db: Knex): Promise<string> {
  const named = await db.schema.hasColumn('blobs', 'sha256');
  const digests: string[] = [];
  let after = '';
  for (;;) {
    const rows = (await db('blobs')
      .select('id', 'bytes', ...(named ? ['sha256', 'view_sha256'] : []))
      .where('id', '>', after)
      .orderBy('id')
      .limit(200)) as {
      id: string;
      bytes: Buffer;
      sha256?: string | null;
      view_sha256?: string | null;
    }[];
    for (const row of rows) {
      const hash = createHash('sha256').update(row.id).update('\n').update(row.bytes);
      if (named) hash.update(`\n${row.sha256 ?? ''}\n${row.view_sha256 ?? ''}`);
      digests.push(hash.digest('hex'));
    }
    const last = rows.at(-1);
    if (!last) break;
    after = last.id;
  }
  return createHash('sha256').update(digests.sort().join('\n')).digest('hex');
}

/**
 * Schema version, rows per table and photo digest of a database (or of a transaction's snapshot);
 * with `photos` (the digests of the files a backup copied) also the complaints whose photo no
 * longer matches its seal.
 */
export async function summarize(db: Knex, photos?: PhotoDigests): Promise<DatabaseSummary> {
  const names = await tableNames(db);
  const tables: Record<string, number> = {};
  for (const name of names) {
    const row = (await db(name).count({ n: '*' }).first()) as { n: number | string };
    tables[name] = Number(row.n);
  }
  const latest = names.includes('knex_migrations')
    ? ((await db('knex_migrations').max({ name: 'name' }).first()) as { name: string | null } | undefined)?.name
    : null;
  const sealed = photos !== undefined && names.includes('reclamos') && (await db.schema.hasColumn('reclamos', 'foto_sha256'));
  return {
    schemaVersion: latest ?? '',
    tables,
    blobsSha256: names.includes('blobs') ? await blobsDigest(db) : '',
    ...(sealed && photos ? await photoVerdicts(db, photos) : {}),
  };
}
