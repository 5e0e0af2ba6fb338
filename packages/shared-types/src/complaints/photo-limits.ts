/**
 * The largest photo the server accepts on an upload (multipart's file limit). The phone keeps a
 * photo it could not compress only when it is under this, so the server will not refuse it.
 */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
