import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const PWA_DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));
export const ADMIN_NAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

export interface Viewport {
  width: number;
  height: number;
}
export const PHONE: Viewport = { width: 360, height: 640 };
export const DESKTOP: Viewport = { width: 1366, height: 768 };

/** The four sizes every screen is looked at: a phone held upright and sideways, a tablet, a desk. */
export const SIZES = {
  phone: PHONE,
  'phone-landscape': { width: 640, height: 360 },
  tablet: { width: 768, height: 1024 },
  desktop: DESKTOP,
} as const satisfies Record<string, Viewport>;
export type SizeName = keyof typeof SIZES;
