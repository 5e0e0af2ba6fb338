import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifySuccess } from '../../lib/notify.ts';
import { logout } from './auth-api.ts';
import { useSession } from './session-store.ts';
import { AUTH_MSG } from '@reclamos/shared-types/auth/messages';

/** Revokes the token on the server (best effort: offline still signs out here), then /login. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten here anyway; the server lets it expire.
    }
    useSession.getState().signOutLocally();
    notifySuccess(AUTH_MSG.signIn.signedOut, 2000);
    await navigate('/login', { replace: true });
  }, [navigate]);
}
