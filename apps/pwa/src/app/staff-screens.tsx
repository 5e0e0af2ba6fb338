import type { ComponentType } from 'react';
import type { IconType } from 'react-icons';
import { LuBus, LuClipboardCheck, LuFileText, LuGavel, LuGitMerge, LuHouse, LuMapPin, LuScrollText, LuUsers } from 'react-icons/lu';
import { can, type Capability, type Principal } from '@reclamos/shared-types/permissions';
import type { PublicUser } from '@reclamos/shared-types/users/schemas';
import { MENU_MSG } from '@reclamos/shared-types/menu-messages';
import { useSession } from '../features/auth/session-store.ts';
import { warmStaffAssets } from './pwa/staff-assets.ts';
import { lazyPage, type LazyPage } from './routing/lazy-page.tsx';

/**
 * Every screen behind sign-in in one table: where it answers, who may open it, its code (fetched
 * when first needed), and its entry in the drawer. The router, the drawer and the preloading after
 * sign-in are all built from it, so a screen is added in one place. The server is the real guard:
 * the capability here only keeps people off screens whose calls would be refused.
 */
export interface StaffScreen {
  /** Below /navegador; '' is the start page. */
  path: string;
  capability: Capability;
  /** Where someone without the capability is sent. */
  fallback: '/' | '/navegador';
  Screen: ComponentType;
  /** Fetches the screen's code ahead of need. */
  preload: () => Promise<unknown>;
  /** Not fetched after sign-in: of no use without the server (it edits or streams the server's data). */
  onlineOnly: boolean;
  /** The spec's screens that also answer at top level: /usuario → /navegador/usuario. */
  topLevel: boolean;
  /** Its drawer entry; `capability` there, when given, decides who sees the entry. */
  menu: { label: string; icon: IconType; capability?: Capability; exact?: boolean } | null;
}

type ScreenOptions = Pick<StaffScreen, 'path' | 'capability' | 'menu'> & Partial<Pick<StaffScreen, 'fallback' | 'onlineOnly' | 'topLevel'>>;

function screen(page: LazyPage<object>, options: ScreenOptions): StaffScreen {
  return { fallback: '/navegador', onlineOnly: false, topLevel: false, Screen: page.Page, preload: page.preload, ...options };
}

/** A screen whose page takes part of the signed-in user (their id for 'assigned to me', their name on a sheet). */
function screenWithUser<U extends object>(page: LazyPage<{ user: U }>, pick: (user: PublicUser) => U, options: ScreenOptions): StaffScreen {
  function Screen() {
    const user = useSession((state) => state.user);
    return user ? <page.Page user={pick(user)} /> : null;
  }
  return { ...screen({ Page: Screen, preload: page.preload }, options), Screen };
}

const pages = {
  principal: lazyPage(() => import('./pages/PrincipalPage.tsx').then((m) => m.PrincipalPage)),
  users: lazyPage(() => import('../features/users/UsersPage.tsx').then((m) => m.UsersPage)),
  reports: lazyPage(() => import('../features/cases/report/ReportsPage.tsx').then((m) => m.ReportsPage)),
  // jsPDF and qrcode stay out of it: the screen loads them when a sheet is first printed.
  inspections: lazyPage(() => import('../features/inspections/InspectionsPage.tsx').then((m) => m.InspectionsPage)),
  // MapLibre (~300 kB gzip), react-map-gl and the socket client travel with the map screen only.
  positions: lazyPage(() => import('../features/positions/map/PositionPage.tsx').then((m) => m.default)),
  tracks: lazyPage(() => import('../features/positions/track/TrackPage.tsx').then((m) => m.default)),
  // A plate's page works offline from what the phone holds; it is reached from the top bar's search.
  plate: lazyPage(() => import('../features/authority/placa/PlatePage.tsx').then((m) => m.PlatePage)),
  vehicles: lazyPage(() => import('../features/authority/vehiculos/VehiculosPage.tsx').then((m) => m.VehiculosPage)),
  infractions: lazyPage(() => import('../features/authority/delitos/DelitosPage.tsx').then((m) => m.DelitosPage)),
  lists: lazyPage(() => import('../features/authority/listas/ListasPage.tsx').then((m) => m.ListasPage)),
  // The installed app's "SOS" shortcut opens it (vite.config.ts, manifest shortcuts).
  sos: lazyPage(() => import('../features/sos/SosPage.tsx').then((m) => m.SosPage)),
  audit: lazyPage(() => import('../features/authority/auditoria/AuditPage.tsx').then((m) => m.AuditPage)),
};

/** In the drawer's order. */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  screen(pages.principal, { path: '', capability: 'signedIn', menu: { label: MENU_MSG.principal, icon: LuHouse, exact: true } }),
  // Every administrator sees the entry; only the principal administrator gets past it.
  screen(pages.users, {
    path: 'usuario',
    capability: 'manageUsers',
    fallback: '/',
    topLevel: true,
    menu: { label: MENU_MSG.users, icon: LuUsers, capability: 'seeUsersMenu' },
  }),
  screenWithUser(pages.reports, (user) => ({ id: user.id, rol: user.rol }), {
    path: 'reporte',
    capability: 'viewReports',
    topLevel: true,
    menu: { label: MENU_MSG.reports, icon: LuFileText },
  }),
  screenWithUser(pages.inspections, (user) => ({ id: user.id, nombre: user.nombre }), {
    path: 'inspeccion',
    capability: 'useInspections',
    topLevel: true,
    menu: { label: MENU_MSG.inspections, icon: LuClipboardCheck },
  }),
  screen(pages.positions, {
    path: 'posicion',
    capability: 'viewPositions',
    topLevel: true,
    onlineOnly: true,
    menu: { label: MENU_MSG.positions, icon: LuMapPin },
  }),
  // Opened from the live map ('Recorridos'), not from the drawer.
  screen(pages.tracks, {
    path: 'posicion/recorrido',
    capability: 'viewTracks',
    onlineOnly: true,
    menu: null,
  }),
  screen(pages.vehicles, {
    path: 'vehiculos',
    capability: 'manageVehicles',
    onlineOnly: true,
    menu: { label: MENU_MSG.vehicles, icon: LuBus },
  }),
  screen(pages.infractions, {
    path: 'infracciones',
    capability: 'manageCatalogues',
    onlineOnly: true,
    menu: { label: MENU_MSG.infractions, icon: LuGavel },
  }),
  screen(pages.lists, {
    path: 'listas',
    capability: 'manageCatalogues',
    onlineOnly: true,
    menu: { label: MENU_MSG.lists, icon: LuGitMerge },
  }),
  screen(pages.audit, {
    path: 'auditoria',
    capability: 'readAudit',
    onlineOnly: true,
    menu: { label: MENU_MSG.audit, icon: LuScrollText },
  }),
  screenWithUser(pages.sos, (user) => ({ id: user.id, nombre: user.nombre }), { path: 'sos', capability: 'sendSos', menu: null }),
  screenWithUser(pages.plate, (user) => ({ id: user.id, rol: user.rol }), {
    path: 'placa/:placa',
    capability: 'viewPlateHistory',
    menu: null,
  }),
];

export const SCREENS_ROOT = '/navegador';

/** The drawer entries this user may see, each with its full path. */
export function menuFor(principal: Principal | null) {
  return STAFF_SCREENS.flatMap(({ path, capability, menu }) =>
    menu && can(principal, menu.capability ?? capability)
      ? [{ ...menu, exact: menu.exact ?? false, to: path ? `${SCREENS_ROOT}/${path}` : SCREENS_ROOT }]
      : [],
  );
}

/** The signed-in frame around the screens, fetched like them. */
export const layoutPage = lazyPage(() => import('./layout/MainLayout.tsx').then((m) => m.MainLayout));

/**
 * Fetches the staff screens' code in the background (the service worker keeps it), so signed-in
 * staff who go offline later still open them; then every other file the build lists as staff-only
 * (what the screens load when used: the PDF library and its font).
 */
export function preloadStaffScreens(): void {
  void warmStaffAssets();
  const preloads = [layoutPage.preload, ...STAFF_SCREENS.filter((s) => !s.onlineOnly).map((s) => s.preload)];
  for (const preload of preloads) {
    preload().catch(() => {
      // Offline or a new release replaced the chunk: the screen loads (or explains) when opened.
    });
  }
}
