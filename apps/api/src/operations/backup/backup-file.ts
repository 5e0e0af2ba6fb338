import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { BackupManifest } from './manifest.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * The content of a backup: one magic line, the manifest as one JSON line, then the payload (a
 * gzipped SQLite file or a pg_dump custom-format archive), then (backups since the photo store)
 * the photo files the payload's rows name (photo-section.ts). On disk it is only ever found
 * encrypted (backup-envelope.ts): one self-describing file, easy to copy off the machine.
 */
const MAGIC = 'RECLAMOS-BACKUP 1\n';
const MAX_HEADER = 1024 * 1024;

export class BackupFileError extends Error {}

/** Writes header, manifest, the payload file's bytes and the photo section's (if any) into `file`. */
export async function writeBackupFile(file: string, manifest: BackupManifest, payloadFile: string, photosFile?: string): Promise<void> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  out.write(MAGIC + JSON.stringify(manifest) + '\n');
  await pipeline(fs.createReadStream(payloadFile), out, { end: !photosFile });
  if (photosFile) await pipeline(fs.createReadStream(photosFile), out);
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The manifest and where the payload starts; refuses anything that is not one of our files. */
export async function readManifest(file: string): Promise<{ manifest: BackupManifest; payloadOffset: number }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(MAX_HEADER, (await handle.stat()).size));
    await handle.read(buffer, 0, buffer.length, 0);
    if (buffer.subarray(0, MAGIC.length).toString('latin1') !== MAGIC) throw new BackupFileError(OPERATIONS_MSG.restore.notABackup);
    const end = buffer.indexOf(0x0a, MAGIC.length);
    if (end < 0) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    let manifest: BackupManifest;
    try {
      manifest = JSON.parse(buffer.subarray(MAGIC.length, end).toString('utf8')) as BackupManifest;
    } catch {
      throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    }
    if (manifest.format !== 1 || !manifest.payload || typeof manifest.payload.sha256 !== 'string')
      throw new BackupFileError(OPERATIONS_MSG.restore.notABackup);
    return { manifest, payloadOffset: end + 1 };
  } finally {
    await handle.close();
  }
}

/** The payload's bytes only (`bytes` long; the photo section, if any, follows it). */
export function payloadStream(file: string, payloadOffset: number, bytes?: number): fs.ReadStream {
  return fs.createReadStream(file, { start: payloadOffset, ...(bytes === undefined ? {} : { end: payloadOffset + bytes - 1 }) });
}

async function sha256OfRange(file: string, start: number, bytes: number): Promise<string> {
  const hash = createHash('sha256');
  if (bytes > 0) await pipeline(fs.createReadStream(file, { start, end: start + bytes - 1 }), hash);
  return hash.digest('hex');
}

/**
 * Reads the whole payload and photo section: their lengths and SHA-256 must be the manifest's (a
 * truncated or altered file is refused).
 */
export async function verifyBackupFile(file: string): Promise<{ manifest: BackupManifest; payloadOffset: number }> {
  const { manifest, payloadOffset } = await readManifest(file);
  const size = (await fs.promises.stat(file)).size - payloadOffset;
  const photos = manifest.photos ?? { bytes: 0, sha256: null };
  if (size !== manifest.payload.bytes + photos.bytes) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
  if ((await sha256OfRange(file, payloadOffset, manifest.payload.bytes)) !== manifest.payload.sha256)
    throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
  if (photos.sha256 !== null && (await sha256OfRange(file, payloadOffset + manifest.payload.bytes, photos.bytes)) !== photos.sha256)
    throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
  return { manifest, payloadOffset };
}
