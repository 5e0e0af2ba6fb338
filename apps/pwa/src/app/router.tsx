import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { ComplaintPage } from '../features/complaints/ComplaintPage.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireAuth } from './routing/RequireAuth.tsx';
import { RequireCapability } from './routing/RequireCapability.tsx';
import { InspectionsRoute, ReportsRoute, TrackingRoute, VerifyRoute } from './routing/lazy-screens.tsx';
import { RootRoute } from './routing/RootRoute.tsx';
import { staffPages } from './staff-pages.ts';

/** The spec's signed-in screens also answer at top level: /usuario → /navegador/usuario. */
const TOP_LEVEL_ALIASES = ['usuario', 'reporte', 'inspeccion', 'posicion'].map((segment) => ({
  path: `/${segment}`,
  element: <Navigate to={`/navegador/${segment}`} replace />,
}));

/** The authority's own data, each behind its capability. */
const AUTHORITY_ROUTES: RouteObject[] = (
  [
    ['placa/:placa', 'viewPlateHistory', staffPages.plate],
    ['infracciones', 'manageCatalogues', staffPages.delitos],
    ['vehiculos', 'manageVehicles', staffPages.vehiculos],
    ['listas', 'manageCatalogues', staffPages.listas],
    ['auditoria', 'readAudit', staffPages.audit],
  ] as const
).map(([path, capability, page]) => ({
  path,
  element: (
    <RequireCapability capability={capability} fallback="/navegador">
      <page.Page />
    </RequireCapability>
  ),
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
      { path: '/login', element: <staffPages.login.Page /> },
      { path: '/verificar/:uuid', element: <VerifyRoute /> },
      { path: '/seguimiento', element: <TrackingRoute /> },
      { path: '/seguimiento/:codigo', element: <TrackingRoute /> },
      {
        path: '/navegador',
        element: (
          <RequireAuth>
            <staffPages.layout.Page />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <staffPages.principal.Page /> },
          {
            path: 'usuario',
            element: (
              <RequireCapability capability="manageUsers" fallback="/">
                <staffPages.users.Page />
              </RequireCapability>
            ),
          },
          {
            path: 'reporte',
            element: (
              <RequireCapability capability="viewReports" fallback="/navegador">
                <ReportsRoute />
              </RequireCapability>
            ),
          },
          {
            path: 'inspeccion',
            element: (
              <RequireCapability capability="useInspections" fallback="/navegador">
                <InspectionsRoute />
              </RequireCapability>
            ),
          },
          {
            path: 'posicion',
            element: (
              <RequireCapability capability="viewPositions" fallback="/navegador">
                <staffPages.positions.Page />
              </RequireCapability>
            ),
          },
          ...AUTHORITY_ROUTES,
        ],
      },
      ...TOP_LEVEL_ALIASES,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
