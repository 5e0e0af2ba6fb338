/**
 * What the session keeps in the browser's localStorage:
 * - `tokenReclamo`: the bearer token (the spec's key); its presence means "signed in".
 * - `usuarioReclamo`: the signed-in user as the server last described it, so the layout can
 *   render at once (and offline) while GET /api/me confirms the token.
 */
import type { PublicUser } from '@reclamos/shared-types/users/schemas';

export const TOKEN_KEY = 'tokenReclamo';
export const USER_KEY = 'usuarioReclamo';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function readStoredUser(): PublicUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PublicUser;
  } catch {
    return null;
  }
}

export function writeSession(token: string, user: PublicUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function writeStoredUser(user: PublicUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
