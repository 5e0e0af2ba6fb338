/**
 * The seal of a photo: the SHA-256 (lower-case hex) of its bytes exactly as stored. The one place
 * that computes it: the arrival, the integrity check, the backup's check and a content-addressed
 * store keyed by it all call this, so they cannot disagree on what is hashed. Web Crypto's digest
 * runs on libuv's thread pool, so hashing every photo of the database never holds the event loop.
 */
export async function photoSha256(bytes: Uint8Array): Promise<string> {
  // Photos come from the database driver or a request body: never over a SharedArrayBuffer.
  return Buffer.from(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)).toString('hex');
}
