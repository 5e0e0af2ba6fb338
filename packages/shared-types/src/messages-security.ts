/**
 * The hardening slice's Spanish texts (issue 12), referenced from `MSG.security`: what the server
 * answers when a caller sends too much, too fast, or something it cannot store or show.
 */
export const MSG_SECURITY = {
  /** Too many password checks running at once, from this address or in total. */
  loginBusy: 'Hay demasiados ingresos en curso. Intente nuevamente en unos segundos.',
  /** An accepted photo that can no longer be decoded: the placeholder's text and the PDF's line. */
  photoDamagedPlaceholder: 'foto dañada',
  /** A photo whose bytes cannot be decoded in full. */
  photoUndecodable: 'La imagen no se puede leer: está incompleta o dañada. Tome o elija otra foto.',
  /** A control character (NUL, escape…) in a text field. */
  controlCharacters: 'Los datos enviados contienen caracteres no permitidos.',
  /** What the database refused as data (a value out of its range or encoding). */
  invalidData: 'Los datos enviados no son válidos.',
  /** A multipart body that ends before it is complete. */
  truncatedUpload: 'El envío llegó incompleto. Intente nuevamente.',
  /** Per-address hourly quota of the public complaint form. */
  complaintQuota: (minutes: number) =>
    `Se alcanzó el límite de reclamos desde esta conexión. Intente nuevamente en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
  /** Too many uploads being read at once. */
  uploadsBusy: 'El servidor está recibiendo muchas imágenes. Intente nuevamente en unos segundos.',
  /** A 2xx whose body does not name the queued item (a captive portal's page, a proxy's `{}`). */
  unacknowledged: 'El servidor no confirmó la recepción; se volverá a enviar.',
  /** An Idempotency-Key already used by another user. */
  idempotencyKeyTaken: 'Este identificador de envío ya fue usado por otra persona. Registre la inspección nuevamente.',
  /** A path the router cannot read (a broken %-escape). */
  badUrl: 'La dirección solicitada no es válida.',
  /** The principal administrator changing their own password from the users page. */
  currentPasswordRequired: 'Para cambiar su propia contraseña ingrese también la contraseña actual.',
  currentPasswordLabel: 'Contraseña actual',
  /** A text field past its length, counted as the form counts it (a line break is one character). */
  fieldTooLong: (label: string, max: number, over: number) => `El dato "${label}" admite hasta ${max} caracteres y tiene ${over} de más.`,
  /** Hints of the user dialogs: the rules the server applies beyond the spec (docs/decisions.md). */
  emailHint: 'Un correo electrónico válido, por ejemplo nombre@atm.gob.bo.',
  passwordHint: 'Al menos 8 caracteres.',
  /** Request line too long (414). */
  uriTooLong: 'La dirección solicitada es demasiado larga.',
} as const;
