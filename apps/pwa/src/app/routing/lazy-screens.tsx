import { lazyPage } from './lazy-page.tsx';

// The public verification page has its own chunk: only people who scan a sheet's QR code need it.
const verifyPage = lazyPage(() => import('../../features/inspections/VerifyPage.tsx').then((module) => module.VerifyPage));

// The public case tracking page: only people who follow a receipt code need it.
const trackingPage = lazyPage(() => import('../../features/cases/tracking/TrackingPage.tsx').then((module) => module.TrackingPage));

/**
 * The sign-in page is public too (precached for every visitor, so /login still opens without
 * coverage and says so); the staff screens behind it are in staff-screens.tsx.
 */
export const signInPage = lazyPage(() => import('../../features/auth/LoginPage.tsx').then((module) => module.LoginPage));

/** /seguimiento and /seguimiento/{codigo}: public, no sign-in. */
export function TrackingRoute() {
  return <trackingPage.Page />;
}

/** /verificar/{uuid}: public, no sign-in. */
export function VerifyRoute() {
  return <verifyPage.Page />;
}
