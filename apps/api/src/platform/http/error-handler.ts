import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';
import { validationMessage } from './validation.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MSG.validation.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MSG.validation.invalidJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MSG.validation.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MSG.validation.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MSG.validation.invalidBody },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: COMPLAINTS_MSG.server.photoTooLarge },
  FST_FILES_LIMIT: { status: 413, message: COMPLAINTS_MSG.server.tooManyFiles },
  FST_FIELDS_LIMIT: { status: 413, message: MSG.validation.bodyTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: MSG.validation.bodyTooLarge },
  FST_PROTO_VIOLATION: { status: 400, message: MSG.validation.invalidBody },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: COMPLAINTS_MSG.server.notMultipart },
};

/**
 * What the database refuses as data, not as a fault: PostgreSQL's class 22 (a string too long, a
 * NUL byte, a number or date out of range) and SQLite's type and size refusals.
 */
function isDataError(error: { code?: unknown }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return /^22[0-9A-Z]{3}$/.test(code) || code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH';
}

/**
 * An upload that ended early: busboy's "Unexpected end of form" (the body stopped before its
 * closing boundary), @fastify/multipart's premature close, or the client hanging up mid-upload.
 * The caller's doing, so 400 and an info line, not a server error.
 */
function isTruncatedUpload(error: FastifyError, request: FastifyRequest): boolean {
  if (error.code === 'FST_MP_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'ECONNABORTED') return true;
  if (/^Unexpected end of (form|multipart data)$/.test(error.message) || error.message === 'aborted') return true;
  // busboy's error on the file's own stream when the body ends inside the photo: over HTTP it reaches
  // the route before the form's "Unexpected end of form" does.
  if (error.message.startsWith('Part terminated early')) return true;
  return request.raw.aborted || (request.raw.destroyed && !request.raw.complete);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shape of this route's refusals when not `{message}` (the route entry's `errors`). */
    errorShape?: 'open311';
  }
}

/** A refusal in the shape its route answers: `{message[, code]}`, or Open311's `[{code, description}]`. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string, code?: string): FastifyReply {
  reply.code(status);
  if (request.routeOptions.config.errorShape === 'open311') return reply.send([{ code: status, description: message }]);
  return reply.send(code ? { message, code } : { message });
}

/**
 * Every error leaves as `{message}` in Spanish (Open311's routes word it their own way, `refuse`): 4xx for what the caller did, 500 (logged, with no
 * detail in the answer) for our own faults. No stack trace or SQL ever reaches a client.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) return refuse(request, reply, error.statusCode, error.message, error.code);
      if (error.validation) return refuse(request, reply, 400, validationMessage(error.validation, error.validationContext));
      const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
      if (known) return refuse(request, reply, known.status, known.message);
      if (isTruncatedUpload(error, request)) {
        request.log.info({ err: error }, 'upload ended early');
        return refuse(request, reply, 400, MSG.http.truncatedUpload);
      }
      if (isDataError(error)) {
        request.log.info({ err: error }, 'data refused by the database');
        return refuse(request, reply, 400, MSG.validation.invalidData);
      }
      if (error.statusCode === 429) return refuse(request, reply, 429, MSG.http.rateLimited);
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        request.log.info({ err: error }, 'client error');
        return refuse(request, reply, error.statusCode, MSG.validation.invalidBody);
      }
      request.log.error({ err: error }, 'unhandled error');
      return refuse(request, reply, 500, MSG.http.internal);
    });
  },
  { name: 'error-handler' },
);
