import { useEffect } from 'react';
import { setSessionRejectedHandler } from '../../api/http.ts';
import { ApiError } from '../../lib/api-error.ts';
import { fetchMe } from './auth-api.ts';
import { useSession } from './session-store.ts';

/**
 * On app start, asks the server whether the stored token still works: a 401 drops it (the
 * guards then send the visitor to /login); no network keeps the cached user, so the shell works
 * offline. Any later 401 on a call made with the token also ends the session.
 */
export function useSessionCheck(): void {
  useEffect(() => {
    setSessionRejectedHandler(() => useSession.getState().signOutLocally());
    return () => setSessionRejectedHandler(null);
  }, []);

  useEffect(() => {
    if (!useSession.getState().token) return;
    const controller = new AbortController();
    fetchMe(controller.signal)
      .then(({ user }) => useSession.getState().setUser(user))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) useSession.getState().signOutLocally();
      });
    return () => controller.abort();
  }, []);
}
