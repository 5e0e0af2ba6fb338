import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { photoOf } from './photo-of.ts';

/**
 * The sealed original of a complaint's photo, faces and all: an ADMINISTRADOR only, and every look
 * leaves an audit row (written before a byte is sent). Never cached by the browser.
 */
const fotoOriginalRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'fotoOriginal', async (request, reply) => {
    const user = request.user;
    if (!user) throw new HttpError(401, MSG.session.required);
    const row = await photoOf(app, request.params.id);
    const original = await app.photoStore.original(row.blobId);
    if (!original) throw new HttpError(404, COMPLAINTS_MSG.redaction.noPhoto);
    await app.db.transaction(async (trx) =>
      recordAudit(trx, user, {
        accion: 'consultar',
        objeto: 'foto',
        objetoId: row.reclamoId,
        antes: null,
        despues: { original: true, sha256: row.fotoSha256 },
      }),
    );
    return reply
      .type(original.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', 'private, no-store')
      .send(original.bytes);
  });
};

export default fotoOriginalRoute;
