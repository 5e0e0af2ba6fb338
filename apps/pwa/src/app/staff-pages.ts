import { lazyPage } from './routing/lazy-page.tsx';

/**
 * The screens behind sign-in, each fetched when first needed. The citizen's pages (/, /reclamo)
 * stay in the entry chunk; these are preloaded after sign-in so that they work offline later.
 */
export const staffPages = {
  login: lazyPage(() => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage)),
  layout: lazyPage(() => import('./layout/MainLayout.tsx').then((m) => m.MainLayout)),
  principal: lazyPage(() => import('./pages/PrincipalPage.tsx').then((m) => m.PrincipalPage)),
  users: lazyPage(() => import('../features/users/UsersPage.tsx').then((m) => m.UsersPage)),
  reports: lazyPage(() => import('../features/cases/report/ReportsPage.tsx').then((m) => m.ReportsPage)),
  // jsPDF and qrcode stay out of it: the screen loads them when a sheet is first printed.
  // MapLibre, react-map-gl and the socket client travel with the map screen only.
  positions: lazyPage(() => import('../features/positions/map/PositionPage.tsx').then((m) => m.default)),
  inspections: lazyPage(() => import('../features/inspections/InspectionsPage.tsx').then((m) => m.InspectionsPage)),
  // The authority's own data. A plate's page works offline from what the phone holds.
  plate: lazyPage(() => import('../features/authority/placa/PlatePage.tsx').then((m) => m.PlatePage)),
  delitos: lazyPage(() => import('../features/authority/delitos/DelitosPage.tsx').then((m) => m.DelitosPage)),
  vehiculos: lazyPage(() => import('../features/authority/vehiculos/VehiculosPage.tsx').then((m) => m.VehiculosPage)),
  listas: lazyPage(() => import('../features/authority/listas/ListasPage.tsx').then((m) => m.ListasPage)),
  audit: lazyPage(() => import('../features/authority/auditoria/AuditPage.tsx').then((m) => m.AuditPage)),
};

/**
 * Not preloaded: the live map needs the server anyway, and MapLibre (~300 kB gzip) is only for
 * the supervisors who open it; the authority's catalogue and audit screens edit the server's data
 * and are of no use without it.
 */
const ONLINE_ONLY: ReadonlySet<string> = new Set<keyof typeof staffPages>(['positions', 'delitos', 'vehiculos', 'listas', 'audit']);

/** Fetches the staff screens' code in the background (the service worker keeps it). */
export function preloadStaffPages(): void {
  for (const [name, page] of Object.entries(staffPages)) {
    if (ONLINE_ONLY.has(name)) continue;
    page.preload().catch(() => {
      // Offline or a new release replaced the chunk: the screen loads (or explains) when opened.
    });
  }
}
