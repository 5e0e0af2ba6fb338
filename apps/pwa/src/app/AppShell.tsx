import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './AppProviders.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app around its routes, the same in the browser (src/main.tsx, under a BrowserRouter) and at
 * build time (src/prerender.tsx, under a StaticRouter): hydration needs the very same tree.
 */
export function AppShell({ Router }: { Router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
