import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { can, type Capability } from '@reclamos/shared-types/permissions';
import { useSession } from '../../features/auth/session-store.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';

interface RequireCapabilityProps {
  capability: Capability;
  /** Where someone without the capability is sent (the users screen sends them to '/'). */
  fallback: string;
  children: ReactNode;
}

/** Hides a screen from users the server would refuse anyway; the server is the real guard. */
export function RequireCapability({ capability, fallback, children }: RequireCapabilityProps) {
  const user = useSession((state) => state.user);
  if (!user) return <FullPageSpinner />;
  if (!can(user, capability)) return <Navigate to={fallback} replace />;
  return children;
}
