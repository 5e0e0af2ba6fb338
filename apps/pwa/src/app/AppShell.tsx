import { StrictMode, type ReactNode } from 'react';
import { AppProviders, type GlobalStyles } from './AppProviders.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The app around its routes, the same in the browser (src/main.tsx, under a BrowserRouter) and at
 * build time (src/prerender.tsx, under a StaticRouter): hydration needs the very same tree.
 */
export function AppShell({
  Router,
  globalStyles = 'render',
}: {
  Router: (props: { children: ReactNode }) => ReactNode;
  /** `in-page` when hydrating a pre-rendered page, whose head holds Chakra's global styles already. */
  globalStyles?: GlobalStyles;
}) {
  return (
    <StrictMode>
      <AppProviders globalStyles={globalStyles}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}
