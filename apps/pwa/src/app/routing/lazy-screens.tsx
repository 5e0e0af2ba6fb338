import { useSession } from '../../features/auth/session-store.ts';
import { lazyPage } from './lazy-page.tsx';
import { staffPages } from '../staff-pages.ts';

// The public verification page has its own chunk: only people who scan a sheet's QR code need it.
const verifyPage = lazyPage(() => import('../../features/inspections/VerifyPage.tsx').then((module) => module.VerifyPage));

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
