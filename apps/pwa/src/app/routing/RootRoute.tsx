import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '../../features/auth/session-store.ts';
import { useSessionCheck } from '../../features/auth/use-session-check.ts';
import { useSyncEngine } from '../../sync/use-sync-engine.ts';
import { RouteErrorBoundary } from '../pages/RouteErrorPage.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { preloadStaffScreens } from '../staff-screens.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function RootRoute() {
  useSessionCheck();
  // The outbox is sent from any screen, from app start on (docs/offline.md, "When the engine runs").
  const token = useSession((state) => state.token);
  useSyncEngine(token);
  useEffect(() => {
    // The app runs (hydrated, its router listening): browser tests wait for this on a pre-rendered page.
    document.getElementById('root')?.setAttribute('data-app-running', '');
  }, []);
  useEffect(() => {
    // Signed-in staff may go offline later: have their screens' code on the device by then.
    if (token) preloadStaffScreens();
  }, [token]);
  return (
    <>
      <ScrollToTop />
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
      <UpdatePrompt />
    </>
  );
}
