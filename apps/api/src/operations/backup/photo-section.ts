import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Knex } from 'knex';
import { photoSha256 } from '../../complaints/photos/photo-digest.ts';
import type { PhotoFiles } from '../../complaints/photos/photo-files.ts';
import type { PhotoDigests } from '../../complaints/photo-seals-repository.ts';
import { BackupFileError } from './backup-file.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * The photo files a backup's database snapshot names, after its payload in the same file:
 *
 *   repeated: 64 ASCII hex digits (the file's SHA-256, its name) | u64 BE length | the bytes
 *
 * Files are immutable, so the snapshot decides the set: whatever the server writes or removes
 * meanwhile, the backup holds exactly the files its rows name. A file that is gone or no longer
 * hashes to its name is not copied; the manifest's `photosMissing` or `photosAltered` names its complaint.
 */
export interface PhotoSection {
  count: number;
  bytes: number;
  sha256: string;
}

const HEADER_BYTES = 64 + 8;

/** Every file name the database's `blobs` rows hold (none before the photo store existed). */
export async function namedPhotoFiles(db: Knex): Promise<string[]> {
  if (!(await db.schema.hasTable('blobs')) || !(await db.schema.hasColumn('blobs', 'sha256'))) return [];
  const rows = await db('blobs').select<{ sha256: string | null; view_sha256: string | null }[]>('sha256', 'view_sha256');
  const names = new Set<string>();
  for (const row of rows) {
    if (row.sha256) names.add(row.sha256);
    if (row.view_sha256) names.add(row.view_sha256);
  }
  return [...names].sort();
}

/**
 * Copies the named files into `outFile`, hashing each: answers the section's figures and the
 * digest of every named file (null when missing), which the seal check of the snapshot reads.
 */
export async function packPhotos(
  files: PhotoFiles,
  names: string[],
  outFile: string,
  onProgress: () => Promise<void> = async () => undefined,
): Promise<{ section: PhotoSection; digests: PhotoDigests }> {
  const found = new Map<string, string | null>();
  const hash = createHash('sha256');
  const out = await fs.promises.open(outFile, 'wx', 0o600);
  let count = 0;
  let size = 0;
  try {
    for (const name of names) {
      const bytes = await files.get(name);
      const actual = bytes ? await photoSha256(bytes) : null;
      found.set(name, actual);
      if (!bytes || actual !== name) continue;
      const header = Buffer.alloc(HEADER_BYTES);
      header.write(name, 0, 'latin1');
      header.writeBigUInt64BE(BigInt(bytes.length), 64);
      await out.write(header);
      await out.write(bytes);
      hash.update(header).update(bytes);
      count += 1;
      size += HEADER_BYTES + bytes.length;
      if (count % 100 === 0) await onProgress();
    }
    await out.sync();
  } finally {
    await out.close();
  }
  return {
    section: { count, bytes: size, sha256: hash.digest('hex') },
    digests: { digestOf: async (name) => found.get(name) ?? null },
  };
}

/**
 * Puts the section's files into the store (each durable, never replacing one already there);
 * every file must hash to its name and the count must be the manifest's, else the backup is damaged.
 */
export async function unpackPhotos(file: string, offset: number, section: PhotoSection, files: PhotoFiles): Promise<number> {
  const input = await fs.promises.open(file, 'r');
  let position = offset;
  const end = offset + section.bytes;
  let count = 0;
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    while (position < end) {
      if (position + HEADER_BYTES > end) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      await input.read(header, 0, HEADER_BYTES, position);
      const name = header.subarray(0, 64).toString('latin1');
      const length = Number(header.readBigUInt64BE(64));
      if (position + HEADER_BYTES + length > end) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      const bytes = Buffer.alloc(length);
      await input.read(bytes, 0, length, position + HEADER_BYTES);
      if ((await files.put(bytes)) !== name) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      position += HEADER_BYTES + length;
      count += 1;
    }
  } finally {
    await input.close();
  }
  if (count !== section.count) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
  return count;
}
