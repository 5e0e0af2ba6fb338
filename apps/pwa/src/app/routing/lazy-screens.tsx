import { useSession } from '../../features/auth/session-store.ts';
import { lazyPage } from './lazy-page.tsx';
import { staffPages } from '../staff-pages.ts';

// The public verification page has its own chunk: only people who scan a sheet's QR code need it.
const verifyPage = lazyPage(() => import('../../features/inspections/VerifyPage.tsx').then((module) => module.VerifyPage));

// The public case tracking page: only people who follow a receipt code need it.
const trackingPage = lazyPage(() => import('../../features/cases/tracking/TrackingPage.tsx').then((module) => module.TrackingPage));

/** /seguimiento and /seguimiento/{codigo}: public, no sign-in. */
export function TrackingRoute() {
  return <trackingPage.Page />;
}

/** /navegador/inspeccion: the inspections screen for the signed-in user. */
export function InspectionsRoute() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return <staffPages.inspections.Page user={{ id: user.id, nombre: user.nombre }} />;
}

/** /verificar/{uuid}: public, no sign-in. */
export function VerifyRoute() {
  return <verifyPage.Page />;
}

/** /navegador/reporte: the report screen for the signed-in user (their id: 'assigned to me', 'take it'). */
export function ReportsRoute() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return <staffPages.reports.Page user={{ id: user.id, rol: user.rol }} />;
}
