/**
 * The complaint's limits and photo types as plain data: the contract's schemas
 * (schemas/complaints.ts) are built from them and the public form reads them, without TypeBox.
 */

/** Longest texts of a complaint (FormularioFields), enforced by the server and while typing. */
export const COMPLAINT_LIMITS = { cedula: 15, nombre: 120, telefono: 15, placa: 10, direccion: 250, descripcion: 2000 } as const;

/** The photo types the server accepts, each with the extension its file name gets. */
export const PHOTO_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<string, string>;
export type PhotoType = keyof typeof PHOTO_EXTENSIONS;
export const DEFAULT_PHOTO_EXTENSION = 'jpg';

/**
 * The largest photo the server accepts on an upload (multipart's file limit). The phone keeps a
 * photo it could not compress only when it is under this, so the server will not refuse it.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** Redaction boxes one photo may carry. */
export const REDACTION_LIMITS = { maxBoxes: 50 } as const;

/** Where the face detector is for one photo: not run yet, done, failed, or not run by this server (FACE_DETECTION=off). */
export const DETECTION_STATES = ['pendiente', 'lista', 'fallida', 'desactivada'] as const;
