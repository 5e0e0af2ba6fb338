/**
 * The complaint workflow as plain data (no TypeBox): states, which of them close a case, the
 * receipt code's alphabet and the limits of its texts. The schemas (schemas/workflow.ts), the API's
 * transition rules and the PWA's badges all read these.
 */

/** Every state a complaint can be in, in the order a case usually goes through them. */
export const COMPLAINT_STATES = ['RECIBIDO', 'EN REVISION', 'DERIVADO A INSPECCION', 'RESUELTO', 'NO PROCEDE', 'DUPLICADO'] as const;
export type ComplaintState = (typeof COMPLAINT_STATES)[number];

/** The states that close a case: reaching one needs a `motivo` (shown to the citizen). */
export const CLOSED_STATES = ['RESUELTO', 'NO PROCEDE', 'DUPLICADO'] as const satisfies readonly ComplaintState[];
export const OPEN_STATES = ['RECIBIDO', 'EN REVISION', 'DERIVADO A INSPECCION'] as const satisfies readonly ComplaintState[];

/** Every new complaint starts here. */
export const INITIAL_STATE: ComplaintState = 'RECIBIDO';
/** The only state a closed case may be reopened to (ADMINISTRADOR only: capability `reopenComplaint`). */
export const REOPEN_STATE: ComplaintState = 'EN REVISION';

export function isClosedState(estado: ComplaintState): boolean {
  return (CLOSED_STATES as readonly ComplaintState[]).includes(estado);
}

/**
 * The receipt code: 8 characters of an alphabet without look-alikes (no 0/O, 1/I/L), shown and
 * stored as `XXXX-XXXX`. 31 symbols: 31^8 ≈ 8.5 × 10^11 codes, drawn with a crypto RNG.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;

/**
 * A typed code as stored ('abcd efgh', 'ABCD-EFGH' → 'ABCD-EFGH'); null when it cannot be one
 * (wrong length or a character outside the alphabet), so a caller answers "unknown code".
 */
export function normalizeCodigo(input: string): string | null {
  const raw = input.toUpperCase().replace(/[\s-]/g, '');
  if (raw.length !== CODE_LENGTH || [...raw].some((char) => !CODE_ALPHABET.includes(char))) return null;
  return `${raw.slice(0, 4)}-${raw.slice(4)}`;
}

/** Longest texts of the workflow. */
export const WORKFLOW_LIMITS = {
  /** The closing reason, shown to the citizen. */
  motivo: 500,
  /** An internal note. */
  nota: 2000,
  /** Complaints one bulk state change may move. */
  bulkIds: 200,
  /** Service requests one Open311 list answers (GeoReport v2 lets the server cap it). */
  open311Requests: 1000,
} as const;

/** Defaults of the server's settings (COMPLAINT_DUE_DAYS, COMPLAINT_DUPLICATE_DAYS, PERSONAL_DATA_RETENTION_DAYS). */
export const WORKFLOW_DEFAULTS = { dueDays: 10, duplicateDays: 3, staleDays: 730 } as const;

/** Web Push of a case's changes to the phones that follow its code. */
export const PUSH_LIMITS = {
  /** Phones (subscriptions) one receipt code may have: a code is a secret shared by few. */
  perCode: 10,
  /** Longest endpoint URL accepted (the browsers' are under 500 characters). */
  endpointLength: 1024,
  /** Longest base64url key accepted (p256dh is 87 characters, auth 22). */
  keyLength: 128,
  /** A message undelivered after a week is dropped by the push service (the page still tells). */
  ttlSeconds: 7 * 24 * 3600,
} as const;
