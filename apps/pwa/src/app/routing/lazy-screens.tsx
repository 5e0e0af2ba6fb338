import { Suspense, lazy } from 'react';
import { useSession } from '../../features/auth/session-store.ts';
import { FullPageSpinner } from './FullPageSpinner.tsx';

// Screens in their own chunks, so the public /reclamo page does not carry them (nor jsPDF and
// qrcode, which the inspections screen itself loads only when a sheet is printed).
const InspectionsPage = lazy(() =>
  import('../../features/inspections/InspectionsPage.tsx').then((module) => ({ default: module.InspectionsPage })),
);
const VerifyPage = lazy(() => import('../../features/inspections/VerifyPage.tsx').then((module) => ({ default: module.VerifyPage })));

/** /navegador/inspeccion: the inspections screen for the signed-in user. */
export function InspectionsRoute() {
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <InspectionsPage user={{ id: user.id, nombre: user.nombre }} />
    </Suspense>
  );
}

/** /verificar/{uuid}: public, no sign-in. */
export function VerifyRoute() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <VerifyPage />
    </Suspense>
  );
}
