import { readStoredUser, readToken } from '../api/token-storage.ts';

/** The session an item with a `userId` may be sent with (docs/offline.md, "Whose item"). */
export interface SyncSession {
  token: string | null;
  userId: number | null;
  /** SHA-256 of the token: a 401 records it, so only a new sign-in resumes that user's items. */
  tokenHash: string | null;
}

export const NO_SESSION: SyncSession = { token: null, userId: null, tokenHash: null };

/** Read from localStorage each time: another tab may have signed in or out meanwhile. */
export async function readSyncSession(): Promise<SyncSession> {
  const token = readToken();
  const user = token ? readStoredUser() : null;
  if (!token || !user) return NO_SESSION;
  return { token, userId: user.id, tokenHash: await sha256Hex(token) };
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
