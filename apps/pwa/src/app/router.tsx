import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ComplaintPage } from '../features/complaints/ComplaintPage.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireAuth } from './routing/RequireAuth.tsx';
import { RequireCapability } from './routing/RequireCapability.tsx';
import { signInPage, TrackingRoute, VerifyRoute } from './routing/lazy-screens.tsx';
import { RootRoute } from './routing/RootRoute.tsx';
import { layoutPage, SCREENS_ROOT, STAFF_SCREENS } from './staff-screens.tsx';

/** The screens behind sign-in, from their table, each behind its capability. */
const staffRoutes: RouteObject[] = STAFF_SCREENS.map(({ path, capability, fallback, Screen }) => ({
  ...(path ? { path } : { index: true }),
  element: (
    <RequireCapability capability={capability} fallback={fallback}>
      <Screen />
    </RequireCapability>
  ),
}));

/** The spec's signed-in screens that also answer at top level: /usuario → /navegador/usuario. */
const topLevelAliases: RouteObject[] = STAFF_SCREENS.filter((screen) => screen.topLevel).map(({ path }) => ({
  path: `/${path}`,
  element: <Navigate to={`${SCREENS_ROOT}/${path}`} replace />,
}));

/**
 * Route objects rendered by `useRoutes` inside a plain <BrowserRouter>: the data router
 * (createBrowserRouter) brought ~16 kB gzip of loaders, actions and fetchers this app does not use
 * into every page (docs/decisions.md, initial JS of /reclamo).
 */
const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/reclamo', element: <ComplaintPage /> },
      { path: '/login', element: <signInPage.Page /> },
      { path: '/verificar/:uuid', element: <VerifyRoute /> },
      { path: '/seguimiento', element: <TrackingRoute /> },
      { path: '/seguimiento/:codigo', element: <TrackingRoute /> },
      {
        path: SCREENS_ROOT,
        element: (
          <RequireAuth>
            <layoutPage.Page />
          </RequireAuth>
        ),
        children: staffRoutes,
      },
      ...topLevelAliases,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
