import { Outlet } from 'react-router-dom';
import { useSessionCheck } from '../../features/auth/use-session-check.ts';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function RootRoute() {
  useSessionCheck();
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <UpdatePrompt />
    </>
  );
}
