import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BackupFileError } from './backup-file.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/** 32 random bytes (AES-256), kept as 64 hex characters and a newline so it can be copied as text. */
const KEY_BYTES = 32;

/** A short public fingerprint of the key, written in each backup's header: tells "wrong key" from "forged file". */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('reclamos-backup-key-id\n').update(key).digest('hex').slice(0, 16);
}

function readKey(file: string): Buffer {
  const stat = fs.statSync(file);
  // Like ssh with its private keys: a key others can read is refused rather than used.
  if (process.platform !== 'win32' && (stat.mode & 0o077) !== 0) throw new BackupFileError(OPERATIONS_MSG.backupKey.tooOpen(file));
  const text = fs.readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new BackupFileError(OPERATIONS_MSG.backupKey.invalid(file));
  return Buffer.from(text, 'hex');
}

/**
 * The backup key in `file`. With `create` (taking a backup) a missing key is made: written 0600 to
 * a private temporary name, synced, then hard-linked into place, so a concurrent backup either
 * wins the link or reads the winner's key; nobody ever reads a half-written key. A restore never
 * creates one.
 */
export function loadBackupKey(file: string, options: { create: boolean }): Buffer {
  if (fs.existsSync(file)) return readKey(file);
  if (!options.create) throw new BackupFileError(OPERATIONS_MSG.backupKey.missing(file));
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    fs.writeSync(fd, `${randomBytes(KEY_BYTES).toString('hex')}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return readKey(file);
}
