import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../features/auth/session-store.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';

/** A visitor who is not signed in is sent to /login, as the specification asks. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  if (!token) return <Navigate to="/login" replace />;
  if (!user) return <FullPageSpinner />;
  return children;
}
