import { Outlet } from 'react-router-dom';
import { useSession } from '../../features/auth/session-store.ts';
import { useSessionCheck } from '../../features/auth/use-session-check.ts';
import { useSyncEngine } from '../../sync/use-sync-engine.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function RootRoute() {
  useSessionCheck();
  // The outbox is sent from any screen, from app start on (OFFLINE.md).
  useSyncEngine(useSession((state) => state.token));
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
