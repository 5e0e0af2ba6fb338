import { Suspense, lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import { MENU_ENTRIES } from '@reclamos/shared-types/permissions';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { ComplaintPage } from '../features/complaints/ComplaintPage.tsx';
import { ReportsPage } from '../features/reports/ReportsPage.tsx';
import { UsersPage } from '../features/users/UsersPage.tsx';
import { MainLayout } from './layout/MainLayout.tsx';
import { LandingPage } from './pages/LandingPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { PlaceholderPage } from './pages/PlaceholderPage.tsx';
import { PrincipalPage } from './pages/PrincipalPage.tsx';
import { RequireAuth } from './routing/RequireAuth.tsx';
import { RequireCapability } from './routing/RequireCapability.tsx';
import { RootRoute } from './routing/RootRoute.tsx';
import { FullPageSpinner } from './routing/FullPageSpinner.tsx';

/** The live map with MapLibre, react-map-gl and the socket client: loaded only on its route. */
const PositionPage = lazy(() => import('../features/positions/map/PositionPage.tsx'));

const labelOf = (path: (typeof MENU_ENTRIES)[number]['path']) =>
  MENU_ENTRIES.find((entry) => entry.path === path)?.label ?? '';

/** The spec's signed-in screens also answer at top level (DESIGN.md): /usuario → /navegador/usuario. */
const TOP_LEVEL_ALIASES = ['usuario', 'reporte', 'inspeccion', 'posicion'].map((segment) => ({
  path: `/${segment}`,
  element: <Navigate to={`/navegador/${segment}`} replace />,
}));

export const router = createBrowserRouter([
  {
    element: <RootRoute />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/reclamo', element: <ComplaintPage /> },
      { path: '/login', element: <LoginPage /> },
      {
        path: '/navegador',
        element: (
          <RequireAuth>
            <MainLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <PrincipalPage /> },
          {
            path: 'usuario',
            element: (
              <RequireCapability capability="manageUsers" fallback="/">
                <UsersPage />
              </RequireCapability>
            ),
          },
          {
            path: 'reporte',
            element: (
              <RequireCapability capability="viewReports" fallback="/navegador">
                <ReportsPage />
              </RequireCapability>
            ),
          },
          {
            path: 'inspeccion',
            element: (
              <RequireCapability capability="useInspections" fallback="/navegador">
                <PlaceholderPage title={labelOf('/navegador/inspeccion')} />
              </RequireCapability>
            ),
          },
          {
            path: 'posicion',
            element: (
              <RequireCapability capability="viewPositions" fallback="/navegador">
                <Suspense fallback={<FullPageSpinner />}>
                  <PositionPage />
                </Suspense>
              </RequireCapability>
            ),
          },
        ],
      },
      ...TOP_LEVEL_ALIASES,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
