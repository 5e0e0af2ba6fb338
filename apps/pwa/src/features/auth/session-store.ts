import { create } from 'zustand';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { clearSession, readStoredUser, readToken, writeSession, writeStoredUser } from '../../api/token-storage.ts';

/**
 * The session in memory, mirrored from localStorage (api/token-storage.ts).
 * `isLoggedIn` is the spec's flag: true when the token is in localStorage at load.
 * `verified` turns true once GET /api/me accepted the token in this page's life.
 */
interface SessionState {
  token: string | null;
  user: PublicUser | null;
  isLoggedIn: boolean;
  verified: boolean;
  signIn: (token: string, user: PublicUser) => void;
  setUser: (user: PublicUser) => void;
  signOutLocally: () => void;
}

export const useSession = create<SessionState>()((set) => {
  const token = readToken();
  return {
    token,
    user: token ? readStoredUser() : null,
    isLoggedIn: token !== null,
    verified: false,
    signIn: (newToken, user) => {
      writeSession(newToken, user);
      set({ token: newToken, user, isLoggedIn: true, verified: true });
    },
    setUser: (user) => {
      writeStoredUser(user);
      set({ user, verified: true });
    },
    signOutLocally: () => {
      clearSession();
      set({ token: null, user: null, isLoggedIn: false, verified: false });
    },
  };
});
