import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';
import { MSG } from '@reclamos/shared-types/messages';
import { HttpError } from './http-error.ts';

/** The `boundary` parameter of a Content-Type, quoted or not. */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/**
 * A boundary of 1 to 70 characters, as RFC 2046 allows. The parser throws a plain error, which
 * would answer 500, on a multipart header without one or with one too long for its search.
 */
function hasValidBoundary(contentType: string | undefined): boolean {
  const match = BOUNDARY.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2] ?? '';
  return boundary.length >= 1 && boundary.length <= 70;
}

/**
 * multipart/form-data for the complaint with its photo and the vehicle import: one file, a handful
 * of short fields. Registered by those two routes' own plugins, not by the app: @fastify/multipart
 * adds an async onRequest hook (a listener on every answer's close) and an async onResponse hook
 * (temporary files, which we never write) to every route of the context it is registered in, and
 * a signed-in read like GET me paid both for nothing. A multipart body sent anywhere else is
 * refused as an unsupported type (415, error-handler.ts). A multipart body without a usable
 * boundary is refused here with 400, before the parser sees it.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 22, headerPairs: 100 },
    });
    app.addHook('preValidation', (request, _reply, done) => {
      done(
        request.isMultipart() && !hasValidBoundary(request.headers['content-type']) ? new HttpError(400, MSG.http.badMultipart) : undefined,
      );
    });
  },
  { name: 'multipart' },
);
