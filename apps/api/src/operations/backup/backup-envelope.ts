import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { BackupFileError } from './backup-file.ts';
import { keyId } from './backup-key.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';

/**
 * What goes on disk: the backup (manifest and payload, see backup-file.ts) encrypted and
 * authenticated with AES-256-GCM in chunks, so neither reading nor a forged edit is possible
 * without the key.
 *
 *   RECLAMOS-BACKUP 2\n
 *   {"format":2,"cipher":"aes-256-gcm","chunkBytes":…,"nonce":"<8 bytes hex>","keyId":"…"}\n
 *   then frames: u32 length L | L bytes of ciphertext | 16-byte tag
 *
 * Frame i uses IV = nonce ‖ u32 i and authenticates, besides its bytes, the whole header and
 * (i, last?) as additional data: an edited header, reordered or dropped frames, or a file cut at
 * a frame boundary all fail a tag. Each frame is checked before its plaintext is written, and a
 * caller uses the plaintext only once every frame has passed.
 */
const MAGIC = 'RECLAMOS-BACKUP 2\n';
const PLAIN_MAGIC = 'RECLAMOS-BACKUP 1\n';
const CHUNK_BYTES = 1024 * 1024;
const TAG_BYTES = 16;
const MAX_HEADER = 4096;

export interface Envelope {
  format: 2;
  cipher: 'aes-256-gcm';
  chunkBytes: number;
  nonce: string;
  keyId: string;
}

function frameData(header: Buffer, nonce: Buffer, index: number, last: boolean): { iv: Buffer; aad: Buffer } {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(index);
  return { iv: Buffer.concat([nonce, counter]), aad: Buffer.concat([header, counter, Buffer.from([last ? 1 : 0])]) };
}

/** Encrypts `plainFile` into a new `outFile` (created 0600, synced). */
export async function encryptFile(plainFile: string, outFile: string, key: Buffer): Promise<void> {
  const nonce = randomBytes(8);
  const envelope: Envelope = { format: 2, cipher: 'aes-256-gcm', chunkBytes: CHUNK_BYTES, nonce: nonce.toString('hex'), keyId: keyId(key) };
  const header = Buffer.from(`${MAGIC}${JSON.stringify(envelope)}\n`, 'utf8');
  const size = fs.statSync(plainFile).size;
  const frames = Math.max(1, Math.ceil(size / CHUNK_BYTES));
  const input = await fs.promises.open(plainFile, 'r');
  const output = await fs.promises.open(outFile, 'wx', 0o600);
  try {
    await output.write(header);
    const chunk = Buffer.alloc(CHUNK_BYTES);
    for (let index = 0; index < frames; index++) {
      const { bytesRead } = await input.read(chunk, 0, CHUNK_BYTES, index * CHUNK_BYTES);
      const { iv, aad } = frameData(header, nonce, index, index === frames - 1);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad);
      const sealed = Buffer.concat([cipher.update(chunk.subarray(0, bytesRead)), cipher.final()]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(sealed.length);
      await output.write(Buffer.concat([length, sealed, cipher.getAuthTag()]));
    }
    await output.sync();
  } finally {
    await input.close();
    await output.close();
  }
}

/** The header of an encrypted backup; refuses other files, and plain backups of earlier versions with their own message. */
export async function readEnvelope(file: string): Promise<{ envelope: Envelope; header: Buffer }> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(MAX_HEADER, (await handle.stat()).size));
    await handle.read(buffer, 0, buffer.length, 0);
    const start = buffer.subarray(0, MAGIC.length).toString('latin1');
    if (start === PLAIN_MAGIC) throw new BackupFileError(OPERATIONS_MSG.restore.unencrypted);
    if (start !== MAGIC) throw new BackupFileError(OPERATIONS_MSG.restore.notABackup);
    const end = buffer.indexOf(0x0a, MAGIC.length);
    if (end < 0) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(buffer.subarray(MAGIC.length, end).toString('utf8')) as Envelope;
    } catch {
      throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    }
    if (
      envelope.format !== 2 ||
      envelope.cipher !== 'aes-256-gcm' ||
      !Number.isInteger(envelope.chunkBytes) ||
      envelope.chunkBytes < 1 ||
      envelope.chunkBytes > 64 * 1024 * 1024 ||
      !/^[0-9a-f]{16}$/.test(envelope.nonce) ||
      typeof envelope.keyId !== 'string'
    )
      throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
    return { envelope, header: buffer.subarray(0, end + 1) };
  } finally {
    await handle.close();
  }
}

/**
 * Decrypts `file` into a new `outFile` (0600). Refuses a key that is not the backup's (by its
 * fingerprint) and any frame whose tag fails; on refusal `outFile` is removed, so a caller never
 * sees a partly verified plaintext.
 */
export async function decryptFile(file: string, outFile: string, key: Buffer, keyFile: string): Promise<void> {
  const { envelope, header } = await readEnvelope(file);
  if (envelope.keyId !== keyId(key)) throw new BackupFileError(OPERATIONS_MSG.restore.wrongKey(keyFile));
  const nonce = Buffer.from(envelope.nonce, 'hex');
  const input = await fs.promises.open(file, 'r');
  const output = await fs.promises.open(outFile, 'wx', 0o600);
  let ok = false;
  try {
    const size = (await input.stat()).size;
    let position = header.length;
    const lengthBytes = Buffer.alloc(4);
    for (let index = 0; ; index++) {
      if (position + 4 + TAG_BYTES > size) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      await input.read(lengthBytes, 0, 4, position);
      const length = lengthBytes.readUInt32BE();
      const frameEnd = position + 4 + length + TAG_BYTES;
      if (length > envelope.chunkBytes || frameEnd > size) throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      const sealed = Buffer.alloc(length + TAG_BYTES);
      await input.read(sealed, 0, sealed.length, position + 4);
      const last = frameEnd === size;
      const { iv, aad } = frameData(header, nonce, index, last);
      const decipher = createDecipheriv('aes-256-gcm', key, iv).setAAD(aad).setAuthTag(sealed.subarray(length));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(sealed.subarray(0, length)), decipher.final()]);
      } catch {
        throw new BackupFileError(OPERATIONS_MSG.restore.damaged);
      }
      await output.write(plain);
      position = frameEnd;
      if (last) break;
    }
    await output.sync();
    ok = true;
  } finally {
    await input.close();
    await output.close();
    if (!ok) fs.rmSync(outFile, { force: true });
  }
}
