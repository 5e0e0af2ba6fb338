import { hash, randomBytes } from 'node:crypto';

/** 256-bit opaque bearer token; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Every signed-in request hashes its token: the one-shot `hash` costs a third of a Hash object's. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
