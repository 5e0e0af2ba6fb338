/**
 * The crest of the control sheet and the verification page: `VITE_CREST_URL` at build time, else
 * the placeholder crest of public/escudo-atm.png (precached by the service worker, so sheets print
 * offline). Replace that file, or point the variable at another PNG of the same origin (README,
 * "Control sheet crest").
 */
export const CREST_URL = (import.meta.env.VITE_CREST_URL as string | undefined) ?? '/escudo-atm.png';
